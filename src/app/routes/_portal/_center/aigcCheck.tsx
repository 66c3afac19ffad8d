import { createFileRoute } from '@tanstack/react-router';
import { AigcCheckRecordsPage } from '@/pages/center-records';
import { validateRecordSearch } from '@/widgets/service-records';

export const Route = createFileRoute('/_portal/_center/aigcCheck')({
  staticData: { title: 'AIGC检测', access: 'website' },
  validateSearch: validateRecordSearch,
  component: AigcCheckRecordsPage,
});
