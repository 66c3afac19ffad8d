import { createFileRoute } from '@tanstack/react-router';
import { CheckRecordPage } from '@/pages/center-records';
import type { RecordSearch } from '@/widgets/service-records';

export const Route = createFileRoute('/_portal/_center/checkRecord')({
  staticData: { title: '检测记录', access: 'agent' },
  // Types the URL state only: the widget checks the values, so the first load stays small.
  validateSearch: (search: Record<string, unknown>) => search as RecordSearch,
  component: CheckRecordPage,
});
