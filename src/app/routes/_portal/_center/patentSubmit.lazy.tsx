import { createLazyFileRoute } from '@tanstack/react-router';
import { PatentSubmitPage } from '@/pages/agent-center/patent-submit';

export const Route = createLazyFileRoute('/_portal/_center/patentSubmit')({
  component: PatentSubmitPage,
});
