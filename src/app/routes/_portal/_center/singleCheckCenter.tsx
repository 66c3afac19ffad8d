import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_portal/_center/singleCheckCenter')({
  staticData: { title: '单篇检测', access: 'agent' },
});
