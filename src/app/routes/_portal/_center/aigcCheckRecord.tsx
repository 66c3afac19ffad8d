import { createFileRoute } from '@tanstack/react-router';
import { AigcCheckRecordPage } from '@/pages/agent-center/aigc-check-record';

export const Route = createFileRoute('/_portal/_center/aigcCheckRecord')({
  staticData: { title: 'AIGC检测记录', access: 'agent' },
  component: AigcCheckRecordPage,
});
