import { createLazyFileRoute } from '@tanstack/react-router';
import { AgentHomePage } from '@/pages/agent-center/agent-home';

export const Route = createLazyFileRoute('/_portal/_center/agentHome')({
  component: AgentHomePage,
});
