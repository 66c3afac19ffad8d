import { createLazyFileRoute } from '@tanstack/react-router';
import { EmpowerListPage } from '@/pages/library/empower-list';

export const Route = createLazyFileRoute('/_portal/empowerList')({
  component: EmpowerListPage,
});
