import { createLazyFileRoute } from '@tanstack/react-router';
import { CopyrightOperationPage } from '@/pages/services/copyright-operation';

export const Route = createLazyFileRoute('/_portal/copyrightOperation')({
  component: CopyrightOperationPage,
});
