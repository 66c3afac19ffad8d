import { createFileRoute } from '@tanstack/react-router';
import { validateRecordSearch } from '@/widgets/service-records';

export const Route = createFileRoute('/_portal/_center/copyrightCenter')({
  staticData: { title: '版权中心', access: 'website' },
  validateSearch: validateRecordSearch,
});
