import { createFileRoute } from '@tanstack/react-router';
import { PatentTestRecordPage } from '@/pages/center-records';
import type { RecordSearch } from '@/widgets/service-records';

export const Route = createFileRoute('/_portal/_center/patentTestRecord')({
  staticData: { title: '专利检测记录', access: 'agent' },
  // Types the URL state only: the widget checks the values, so the first load stays small.
  validateSearch: (search: Record<string, unknown>) => search as RecordSearch,
  component: PatentTestRecordPage,
});
