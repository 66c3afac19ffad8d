import { createFileRoute } from '@tanstack/react-router';
import { OriginalCenterPage } from '@/pages/center-records';
import type { RecordSearch } from '@/widgets/service-records';

export const Route = createFileRoute('/_portal/_center/originalCenter')({
  staticData: { title: '原创中心', access: 'website' },
  // Types the URL state only: the widget checks the values, so the first load stays small.
  validateSearch: (search: Record<string, unknown>) => search as RecordSearch,
  component: OriginalCenterPage,
});
