import { createFileRoute } from '@tanstack/react-router';
import { AgentLoginPage } from '@/pages/account/agent-login';

interface AgentLoginSearch {
  redirect?: string;
}

export const Route = createFileRoute('/_portal/agentLogin')({
  staticData: { title: '机构登录', access: 'public', loginEntry: true },
  validateSearch: (search: Record<string, unknown>): AgentLoginSearch =>
    typeof search.redirect === 'string' ? { redirect: search.redirect } : {},
  component: AgentLoginPage,
});
