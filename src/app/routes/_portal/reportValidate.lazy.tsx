import { createLazyFileRoute } from '@tanstack/react-router';
import { ReportValidatePage } from '@/pages/reports/validation';

export const Route = createLazyFileRoute('/_portal/reportValidate')({
  component: ReportValidatePage,
});
