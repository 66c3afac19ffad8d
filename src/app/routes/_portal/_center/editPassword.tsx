import { createFileRoute } from '@tanstack/react-router';
import { EditPasswordPage } from '@/pages/agent-center/edit-password';

export const Route = createFileRoute('/_portal/_center/editPassword')({
  staticData: { title: '修改密码', access: 'agent' },
  component: EditPasswordPage,
});
