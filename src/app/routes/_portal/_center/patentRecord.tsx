import { createFileRoute } from '@tanstack/react-router';
import { PatentRecordPage } from '@/pages/agent-center/patent-record';

export const Route = createFileRoute('/_portal/_center/patentRecord')({
  staticData: { title: '专利评估记录', access: 'agent' },
  component: PatentRecordPage,
});
