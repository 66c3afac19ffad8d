import { createFileRoute } from '@tanstack/react-router';
import { ReportPage } from '@/pages/reports/query';

export const Route = createFileRoute('/_portal/report/{-$code}')({
  staticData: { title: '报告查询', access: 'public' },
  component: ReportPage,
});
