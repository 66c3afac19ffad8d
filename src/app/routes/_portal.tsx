import { createFileRoute } from '@tanstack/react-router';
import { PortalLayout } from '../layouts/portal-layout';

export const Route = createFileRoute('/_portal')({
  component: PortalLayout,
});
