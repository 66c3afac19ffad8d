import { createLazyFileRoute } from '@tanstack/react-router';
import { CardBatchPage } from '@/pages/agent-center/card-batch';

export const Route = createLazyFileRoute('/_portal/_center/cardBatch')({
  component: CardBatchPage,
});
