import { createFileRoute } from '@tanstack/react-router';
import { validateRecordSearch } from '@/widgets/service-records';

export const Route = createFileRoute('/_portal/_center/patentCenter')({
  staticData: { title: '专利中心', access: 'website' },
  validateSearch: validateRecordSearch,
});
