import { createFileRoute } from '@tanstack/react-router';
import { PeriodicalPage } from '@/pages/library/periodical';

export const Route = createFileRoute('/_portal/periodical')({
  staticData: { title: '学术期刊', access: 'public' },
  component: PeriodicalPage,
});
