import { createFileRoute } from '@tanstack/react-router';
import { EmpowerDetailsPage } from '@/pages/library/empower-details';

export const Route = createFileRoute('/_portal/empowerDetails')({
  staticData: { title: '赋能详情', access: 'public' },
  component: EmpowerDetailsPage,
});
