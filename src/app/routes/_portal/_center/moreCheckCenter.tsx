import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_portal/_center/moreCheckCenter')({
  staticData: { title: '批量检测', access: 'agent' },
});
