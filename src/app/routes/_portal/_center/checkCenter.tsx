import { createFileRoute } from '@tanstack/react-router';
import { validateRecordSearch } from '@/widgets/service-records';

export const Route = createFileRoute('/_portal/_center/checkCenter')({
  staticData: { title: '查重中心', access: 'website' },
  validateSearch: validateRecordSearch,
});
