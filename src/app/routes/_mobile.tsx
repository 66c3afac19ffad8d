import { createFileRoute } from '@tanstack/react-router';
import { MobileLayout } from '../layouts/mobile-layout';

export const Route = createFileRoute('/_mobile')({
  // The phone bar (a few hundred bytes) stays in the route tree, never in a chunk of its own (no
  // `_mobile.lazy.tsx`): a phone page whose chunk cannot be fetched still shows the bar above its
  // error view.
  component: MobileLayout,
});
