import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_portal/_center/patentTestSubmit')({
  staticData: { title: '专利检测提交', access: 'agent' },
});
