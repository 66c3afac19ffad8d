import { createLazyFileRoute } from '@tanstack/react-router';
import { EmpowerDetailsPage } from '@/pages/library/empower-details';

export const Route = createLazyFileRoute('/_portal/empowerDetails')({
  component: EmpowerDetailsPage,
});
