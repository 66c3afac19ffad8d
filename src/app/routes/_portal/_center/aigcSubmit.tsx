import { createFileRoute } from '@tanstack/react-router';
import { AigcSubmitPage } from '@/pages/agent-center/aigc-submit';

export const Route = createFileRoute('/_portal/_center/aigcSubmit')({
  staticData: { title: 'AIGC检测提交', access: 'agent' },
  component: AigcSubmitPage,
});
