import { createFileRoute } from '@tanstack/react-router';
import { validateStatisticsSearch } from '@/widgets/agent-statistics';

export const Route = createFileRoute('/_portal/_center/promotionStatictis')({
  staticData: { title: '推广统计', access: 'agentLord', functionKey: 'promotionStatictis' },
  validateSearch: validateStatisticsSearch,
});
