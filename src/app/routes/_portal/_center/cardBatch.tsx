import { createFileRoute } from '@tanstack/react-router';
import { CardBatchPage } from '@/pages/agent-center/card-batch';
import type { CardBatchSearch } from '@/pages/agent-center/card-batch';

export const Route = createFileRoute('/_portal/_center/cardBatch')({
  staticData: { title: '卡密批次', access: 'agentLord' },
  // Types the URL state only: the page chunk checks the values, so the first load stays small.
  validateSearch: (search: Record<string, unknown>) => search as CardBatchSearch,
  component: CardBatchPage,
});
