import { createLazyFileRoute } from '@tanstack/react-router';
import { MobileExpertSearchPage } from '@/pages/expert-directory/mobile-expert-search';

export const Route = createLazyFileRoute('/_mobile/mobile/expertSearch')({
  component: MobileExpertSearchPage,
});
