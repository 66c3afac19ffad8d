import { createFileRoute } from '@tanstack/react-router';
import { validateStatisticsSearch } from '@/widgets/agent-statistics';

export const Route = createFileRoute('/_portal/_center/checkStatictis')({
  staticData: { title: '检测统计', access: 'agent', functionKey: 'checkStatictis' },
  validateSearch: validateStatisticsSearch,
});
