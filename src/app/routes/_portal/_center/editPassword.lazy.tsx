import { createLazyFileRoute } from '@tanstack/react-router';
import { EditPasswordPage } from '@/pages/agent-center/edit-password';

export const Route = createLazyFileRoute('/_portal/_center/editPassword')({
  component: EditPasswordPage,
});
