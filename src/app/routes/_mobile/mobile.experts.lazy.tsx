import { createLazyFileRoute } from '@tanstack/react-router';
import { MobileExpertsPage } from '@/pages/expert-directory/mobile-experts';

export const Route = createLazyFileRoute('/_mobile/mobile/experts')({
  component: MobileExpertsPage,
});
