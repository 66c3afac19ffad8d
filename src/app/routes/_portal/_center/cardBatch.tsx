import { createFileRoute } from '@tanstack/react-router';
import { validateCardBatchSearch } from '@/pages/agent-center/card-batch';

export const Route = createFileRoute('/_portal/_center/cardBatch')({
  staticData: { title: '卡密批次', access: 'agentLord', functionKey: 'cardBatch' },
  validateSearch: validateCardBatchSearch,
});
