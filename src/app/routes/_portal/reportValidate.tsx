import { createFileRoute } from '@tanstack/react-router';
import { ReportValidatePage } from '@/pages/reports/validation';

export const Route = createFileRoute('/_portal/reportValidate')({
  staticData: { title: '报告验证', access: 'public' },
  component: ReportValidatePage,
});
