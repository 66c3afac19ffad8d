import { createFileRoute } from '@tanstack/react-router';
import { validateRecordSearch } from '@/widgets/service-records';

export const Route = createFileRoute('/_portal/_center/originalCenter')({
  staticData: { title: '原创中心', access: 'website' },
  validateSearch: validateRecordSearch,
});
