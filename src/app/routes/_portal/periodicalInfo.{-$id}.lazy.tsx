import { createLazyFileRoute } from '@tanstack/react-router';
import { PeriodicalInfoPage } from '@/pages/library/periodical-info';

export const Route = createLazyFileRoute('/_portal/periodicalInfo/{-$id}')({
  component: PeriodicalInfoPage,
});
