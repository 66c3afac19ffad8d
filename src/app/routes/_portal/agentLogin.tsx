import { createFileRoute } from '@tanstack/react-router';
import { redirectSearch } from '@/shared/lib/safe-url';

export const Route = createFileRoute('/_portal/agentLogin')({
  staticData: { title: '机构登录', access: 'public', loginEntry: true, prerender: true },
  validateSearch: redirectSearch,
});
