import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_portal/_center/authentication')({
  staticData: { title: '实名认证', access: 'website' },
});
