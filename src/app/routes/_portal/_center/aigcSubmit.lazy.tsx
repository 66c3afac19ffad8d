import { createLazyFileRoute } from '@tanstack/react-router';
import { AigcSubmitPage } from '@/pages/agent-center/aigc-submit';

export const Route = createLazyFileRoute('/_portal/_center/aigcSubmit')({
  component: AigcSubmitPage,
});
