import { createLazyFileRoute } from '@tanstack/react-router';
import { PeriodicalPage } from '@/pages/library/periodical';

export const Route = createLazyFileRoute('/_portal/periodical')({
  component: PeriodicalPage,
});
