import { createFileRoute } from '@tanstack/react-router';
import { AgentHomePage } from '@/pages/agent-center/agent-home';

export const Route = createFileRoute('/_portal/_center/agentHome')({
  staticData: { title: '机构首页', access: 'agent' },
  component: AgentHomePage,
});
