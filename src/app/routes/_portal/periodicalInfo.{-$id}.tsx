import { createFileRoute } from '@tanstack/react-router';
import { PeriodicalInfoPage } from '@/pages/library/periodical-info';

export const Route = createFileRoute('/_portal/periodicalInfo/{-$id}')({
  staticData: { title: '期刊详情', access: 'public' },
  component: PeriodicalInfoPage,
});
