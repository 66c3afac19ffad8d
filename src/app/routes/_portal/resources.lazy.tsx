import { createLazyFileRoute } from '@tanstack/react-router';
import { ResourcesPage } from '@/pages/services/resources';

export const Route = createLazyFileRoute('/_portal/resources')({
  component: ResourcesPage,
});
