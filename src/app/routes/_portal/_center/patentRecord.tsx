import { createFileRoute } from '@tanstack/react-router';
import { validateRecordSearch } from '@/widgets/service-records';

export const Route = createFileRoute('/_portal/_center/patentRecord')({
  staticData: { title: '专利评估记录', access: 'agent' },
  validateSearch: validateRecordSearch,
});
