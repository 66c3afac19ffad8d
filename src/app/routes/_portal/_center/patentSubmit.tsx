import { createFileRoute } from '@tanstack/react-router';
import { PatentSubmitPage } from '@/pages/agent-center/patent-submit';

export const Route = createFileRoute('/_portal/_center/patentSubmit')({
  staticData: { title: '专利评估提交', access: 'agent' },
  component: PatentSubmitPage,
});
