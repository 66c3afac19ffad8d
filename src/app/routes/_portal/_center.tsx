import { createFileRoute } from '@tanstack/react-router';
import { CenterLayout } from '../../layouts/center-layout';

export const Route = createFileRoute('/_portal/_center')({
  component: CenterLayout,
});
