import { createFileRoute } from '@tanstack/react-router';
import { MobileLayout } from '../layouts/mobile-layout';

export const Route = createFileRoute('/_mobile')({
  component: MobileLayout,
});
