import { createFileRoute } from '@tanstack/react-router';
import { ScholarLayout } from '../../layouts/scholar-layout';

export const Route = createFileRoute('/_portal/_scholar')({
  component: ScholarLayout,
});
