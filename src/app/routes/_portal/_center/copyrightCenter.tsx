import { createFileRoute } from '@tanstack/react-router';
import { CopyrightCenterPage } from '@/pages/center-records';
import type { RecordSearch } from '@/widgets/service-records';

export const Route = createFileRoute('/_portal/_center/copyrightCenter')({
  staticData: { title: '版权中心', access: 'website' },
  // Types the URL state only: the widget checks the values, so the first load stays small.
  validateSearch: (search: Record<string, unknown>) => search as RecordSearch,
  component: CopyrightCenterPage,
});
