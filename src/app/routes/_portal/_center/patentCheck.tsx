import { createFileRoute } from '@tanstack/react-router';
import { PatentCheckPage } from '@/pages/user-center/patent-check';
import type { RecordSearch } from '@/widgets/service-records';

export const Route = createFileRoute('/_portal/_center/patentCheck')({
  staticData: { title: '专利检测', access: 'website' },
  // Types the URL state of the record list only: the widget checks the values.
  validateSearch: (search: Record<string, unknown>) => search as RecordSearch,
  component: PatentCheckPage,
});
