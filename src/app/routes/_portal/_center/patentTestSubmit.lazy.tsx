import { createLazyFileRoute } from '@tanstack/react-router';
import { PatentTestSubmitPage } from '@/pages/agent-center/patent-test-submit';

export const Route = createLazyFileRoute('/_portal/_center/patentTestSubmit')({
  component: PatentTestSubmitPage,
});
