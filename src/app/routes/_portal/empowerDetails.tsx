import { createFileRoute } from '@tanstack/react-router';
import { EmpowerDetailsPage } from '@/pages/library/empower-details';
import type { EmpowerDetailsSearch } from '@/pages/library/empower-details';

export const Route = createFileRoute('/_portal/empowerDetails')({
  staticData: { title: '赋能详情', access: 'public' },
  // Types `?id=` only: the page chunk checks the value, so the first load stays small.
  validateSearch: (search: Record<string, unknown>) => search as EmpowerDetailsSearch,
  component: EmpowerDetailsPage,
});
