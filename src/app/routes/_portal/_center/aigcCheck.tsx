import { createFileRoute } from '@tanstack/react-router';
import { AigcCheckRecordsPage } from '@/pages/user-center/aigc-check';

export const Route = createFileRoute('/_portal/_center/aigcCheck')({
  staticData: { title: 'AIGC检测', access: 'website' },
  component: AigcCheckRecordsPage,
});
