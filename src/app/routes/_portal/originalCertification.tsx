import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_portal/originalCertification')({
  staticData: { title: '原创认证', access: 'public' },
});
