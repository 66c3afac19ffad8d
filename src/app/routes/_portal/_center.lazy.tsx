import { createLazyFileRoute } from '@tanstack/react-router';
import { CenterLayout } from '../../layouts/center-layout';

export const Route = createLazyFileRoute('/_portal/_center')({
  component: CenterLayout,
});
