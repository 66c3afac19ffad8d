import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_portal/_center/agentHome')({
  staticData: { title: '机构首页', access: 'agent' },
});
