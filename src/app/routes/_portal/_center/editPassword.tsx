import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_portal/_center/editPassword')({
  staticData: { title: '修改密码', access: 'agent' },
});
