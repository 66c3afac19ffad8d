import { createLazyFileRoute } from '@tanstack/react-router';
import { AgentLoginPage } from '@/pages/account/agent-login';

export const Route = createLazyFileRoute('/_portal/agentLogin')({
  component: AgentLoginPage,
});
