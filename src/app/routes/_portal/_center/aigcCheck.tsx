import { createFileRoute } from '@tanstack/react-router';
import { validateRecordSearch } from '@/widgets/service-records';

export const Route = createFileRoute('/_portal/_center/aigcCheck')({
  staticData: { title: 'AIGC检测', access: 'website' },
  validateSearch: validateRecordSearch,
});
