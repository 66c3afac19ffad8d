import { createFileRoute } from '@tanstack/react-router';
import { validateRecordSearch } from '@/widgets/service-records';

export const Route = createFileRoute('/_portal/_center/patentTestRecord')({
  staticData: { title: '专利检测记录', access: 'agent' },
  validateSearch: validateRecordSearch,
});
