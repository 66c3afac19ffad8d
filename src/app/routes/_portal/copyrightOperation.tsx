import { createFileRoute } from '@tanstack/react-router';
import { CopyrightOperationPage } from '@/pages/services/copyright-operation';

export const Route = createFileRoute('/_portal/copyrightOperation')({
  staticData: { title: '版权运营', access: 'public' },
  component: CopyrightOperationPage,
});
