import { createLazyFileRoute } from '@tanstack/react-router';
import { MobileExpertPage } from '@/pages/expert-directory/mobile-expert';

export const Route = createLazyFileRoute('/_mobile/mobile/expert/{-$id}')({
  component: MobileExpertPage,
});
