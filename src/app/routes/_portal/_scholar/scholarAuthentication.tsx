import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_portal/_scholar/scholarAuthentication')({
  staticData: { title: '学者认证', access: 'login' },
});
