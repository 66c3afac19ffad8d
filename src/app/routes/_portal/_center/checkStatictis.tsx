import { createFileRoute } from '@tanstack/react-router';
import { CheckStatictisPage } from '@/pages/agent-center/check-statictis';

export const Route = createFileRoute('/_portal/_center/checkStatictis')({
  staticData: { title: '检测统计', access: 'agent' },
  component: CheckStatictisPage,
});
