import { createFileRoute } from '@tanstack/react-router';
import { PeriodicalPage } from '@/pages/library/periodical';
import type { PeriodicalSearch } from '@/pages/library/periodical';

export const Route = createFileRoute('/_portal/periodical')({
  staticData: { title: '学术期刊', access: 'public' },
  // Types the URL state only: the page chunk checks the values (normalizePeriodicalSearch), so
  // the first load, which carries every route file, stays within its budget.
  validateSearch: (search: Record<string, unknown>) => search as PeriodicalSearch,
  component: PeriodicalPage,
});
