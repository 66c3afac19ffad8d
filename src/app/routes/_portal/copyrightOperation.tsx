import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_portal/copyrightOperation')({
  staticData: { title: '版权运营', access: 'public' },
});
