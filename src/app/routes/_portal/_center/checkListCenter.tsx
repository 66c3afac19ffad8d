import { createFileRoute } from '@tanstack/react-router';
import { CheckListCenterPage } from '@/pages/agent-center/check-list-center';

export const Route = createFileRoute('/_portal/_center/checkListCenter')({
  staticData: { title: '检测中心', access: 'agent' },
  component: CheckListCenterPage,
});
