import { createFileRoute } from '@tanstack/react-router';
import { CheckListCenterPage } from '@/pages/center-records';
import type { RecordSearch } from '@/widgets/service-records';

export const Route = createFileRoute('/_portal/_center/checkListCenter')({
  staticData: { title: '检测中心', access: 'agent' },
  // Types the URL state only: the widget checks the values, so the first load stays small.
  validateSearch: (search: Record<string, unknown>) => search as RecordSearch,
  component: CheckListCenterPage,
});
