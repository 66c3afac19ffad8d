import { createFileRoute } from '@tanstack/react-router';
import { validateCardDetailsSearch } from '@/pages/agent-center/card-details';

export const Route = createFileRoute('/_portal/_center/cardDetails')({
  staticData: { title: '卡密明细', access: 'agentLord', functionKey: 'cardDetails' },
  validateSearch: validateCardDetailsSearch,
});
