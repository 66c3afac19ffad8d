import { createFileRoute } from '@tanstack/react-router';
import { validateEmpowerListSearch } from '@/pages/library/empower-list';

export const Route = createFileRoute('/_portal/empowerList')({
  staticData: { title: '赋能案例', access: 'public' },
  validateSearch: validateEmpowerListSearch,
});
