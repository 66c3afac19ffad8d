import { createFileRoute } from '@tanstack/react-router';
import { validatePeriodicalSearch } from '@/pages/library/periodical';

export const Route = createFileRoute('/_portal/periodical')({
  staticData: { title: '学术期刊', access: 'public' },
  validateSearch: validatePeriodicalSearch,
});
