import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_portal/_center/setCenter')({
  staticData: { title: '账号设置', access: 'website' },
});
