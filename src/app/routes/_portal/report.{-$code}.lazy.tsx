import { createLazyFileRoute } from '@tanstack/react-router';
import { ReportPage } from '@/pages/reports/query';

export const Route = createLazyFileRoute('/_portal/report/{-$code}')({
  component: ReportPage,
});
