import { createLazyFileRoute } from '@tanstack/react-router';
import { ScholarLayout } from '../../layouts/scholar-layout';

export const Route = createLazyFileRoute('/_portal/_scholar')({
  component: ScholarLayout,
});
