import { createFileRoute } from '@tanstack/react-router';
import { PeriodicalInfoPage } from '@/pages/library/periodical-info';
import type { PeriodicalInfoSearch } from '@/pages/library/periodical-info';

export const Route = createFileRoute('/_portal/periodicalInfo/{-$id}')({
  staticData: { title: '期刊详情', access: 'public', parent: { label: '学术期刊', to: '/periodical' } },
  // Types the URL state only: the page chunk checks the values, so the first load stays small.
  validateSearch: (search: Record<string, unknown>) => search as PeriodicalInfoSearch,
  component: PeriodicalInfoPage,
});
