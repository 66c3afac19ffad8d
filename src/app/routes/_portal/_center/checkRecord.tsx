import { createFileRoute } from '@tanstack/react-router';
import { CheckRecordPage } from '@/pages/agent-center/check-record';

export const Route = createFileRoute('/_portal/_center/checkRecord')({
  staticData: { title: '检测记录', access: 'agent' },
  component: CheckRecordPage,
});
