import { createFileRoute } from '@tanstack/react-router';
import { validateRecordSearch } from '@/widgets/service-records';

export const Route = createFileRoute('/_portal/_center/aigcPromRecord')({
  staticData: { title: 'AIGC推广记录', access: 'agent' },
  validateSearch: validateRecordSearch,
});
