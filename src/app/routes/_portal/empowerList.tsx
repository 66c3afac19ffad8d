import { createFileRoute } from '@tanstack/react-router';
import { EmpowerListPage } from '@/pages/library/empower-list';
import type { EmpowerListSearch } from '@/pages/library/empower-list';

export const Route = createFileRoute('/_portal/empowerList')({
  staticData: { title: '赋能案例', access: 'public' },
  // Types the URL state only: the page chunk checks the values, so the first load stays small.
  validateSearch: (search: Record<string, unknown>) => search as EmpowerListSearch,
  component: EmpowerListPage,
});
