import { createFileRoute } from '@tanstack/react-router';
import { validateRecordSearch } from '@/widgets/service-records';

export const Route = createFileRoute('/_portal/_center/checkRecord')({
  staticData: { title: '检测记录', access: 'agent' },
  validateSearch: validateRecordSearch,
});
