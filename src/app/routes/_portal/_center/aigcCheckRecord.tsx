import { createFileRoute } from '@tanstack/react-router';
import { validateRecordSearch } from '@/widgets/service-records';

export const Route = createFileRoute('/_portal/_center/aigcCheckRecord')({
  staticData: { title: 'AIGC检测记录', access: 'agent' },
  validateSearch: validateRecordSearch,
});
