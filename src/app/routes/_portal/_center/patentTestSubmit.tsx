import { createFileRoute } from '@tanstack/react-router';
import { PatentTestSubmitPage } from '@/pages/agent-center/patent-test-submit';

export const Route = createFileRoute('/_portal/_center/patentTestSubmit')({
  staticData: { title: '专利检测提交', access: 'agent' },
  component: PatentTestSubmitPage,
});
