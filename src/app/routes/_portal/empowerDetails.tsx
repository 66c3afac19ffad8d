import { createFileRoute } from '@tanstack/react-router';
import { validateIdSearch } from '@/shared/lib/query-string';

export const Route = createFileRoute('/_portal/empowerDetails')({
  staticData: { title: '赋能详情', access: 'public', parent: { label: '赋能案例', to: '/empowerList' } },
  validateSearch: validateIdSearch,
});
