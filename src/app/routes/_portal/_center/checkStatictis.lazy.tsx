import { createLazyFileRoute } from '@tanstack/react-router';
import { CheckStatisticsPage } from '@/pages/agent-center/check-statistics';

export const Route = createLazyFileRoute('/_portal/_center/checkStatictis')({
  component: CheckStatisticsPage,
});
