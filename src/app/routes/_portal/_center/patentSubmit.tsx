import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_portal/_center/patentSubmit')({
  staticData: { title: '专利评估提交', access: 'agent' },
});
