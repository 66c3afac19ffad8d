import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_portal/reportValidate')({
  staticData: { title: '报告验证', access: 'public' },
});
