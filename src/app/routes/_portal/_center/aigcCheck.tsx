import { createFileRoute } from '@tanstack/react-router';
import { AigcCheckRecordsPage } from '@/pages/center-records';
import type { RecordSearch } from '@/widgets/service-records';

export const Route = createFileRoute('/_portal/_center/aigcCheck')({
  staticData: { title: 'AIGC检测', access: 'website' },
  // Types the URL state only: the widget checks the values, so the first load stays small.
  validateSearch: (search: Record<string, unknown>) => search as RecordSearch,
  component: AigcCheckRecordsPage,
});
