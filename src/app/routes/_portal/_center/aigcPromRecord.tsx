import { createFileRoute } from '@tanstack/react-router';
import { AigcPromRecordPage } from '@/pages/agent-center/aigc-prom-record';

export const Route = createFileRoute('/_portal/_center/aigcPromRecord')({
  staticData: { title: 'AIGC推广记录', access: 'agent' },
  component: AigcPromRecordPage,
});
