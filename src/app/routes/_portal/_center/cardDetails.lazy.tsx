import { createLazyFileRoute } from '@tanstack/react-router';
import { CardDetailsPage } from '@/pages/agent-center/card-details';

export const Route = createLazyFileRoute('/_portal/_center/cardDetails')({
  component: CardDetailsPage,
});
