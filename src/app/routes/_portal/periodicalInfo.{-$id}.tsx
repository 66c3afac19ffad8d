import { createFileRoute } from '@tanstack/react-router';
import { validatePeriodicalInfoSearch } from '@/pages/library/periodical-info';

export const Route = createFileRoute('/_portal/periodicalInfo/{-$id}')({
  staticData: { title: '期刊详情', access: 'public', parent: { label: '学术期刊', to: '/periodical' } },
  validateSearch: validatePeriodicalInfoSearch,
});
