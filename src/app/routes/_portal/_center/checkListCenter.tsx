import { createFileRoute } from '@tanstack/react-router';
import { validateRecordSearch } from '@/widgets/service-records';

export const Route = createFileRoute('/_portal/_center/checkListCenter')({
  staticData: { title: '检测中心', access: 'agent' },
  validateSearch: validateRecordSearch,
});
