import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_portal/report/{-$code}')({
  staticData: { title: '报告查询', access: 'public', personal: true },
});
