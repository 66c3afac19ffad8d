import { createFileRoute } from '@tanstack/react-router';
import { CardDetailsPage } from '@/pages/agent-center/card-details';
import type { CardDetailsSearch } from '@/pages/agent-center/card-details';

export const Route = createFileRoute('/_portal/_center/cardDetails')({
  staticData: { title: '卡密明细', access: 'agentLord' },
  // Types the URL state only: the page chunk checks the values, so the first load stays small.
  validateSearch: (search: Record<string, unknown>) => search as CardDetailsSearch,
  component: CardDetailsPage,
});
