import { createFileRoute } from '@tanstack/react-router';
import { PatentTestRecordPage } from '@/pages/agent-center/patent-test-record';

export const Route = createFileRoute('/_portal/_center/patentTestRecord')({
  staticData: { title: '专利检测记录', access: 'agent' },
  component: PatentTestRecordPage,
});
