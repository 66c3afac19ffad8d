import { createFileRoute } from '@tanstack/react-router';
import { validateKeywordSearch } from '@/shared/lib/query-string';

export const Route = createFileRoute('/_portal/expertMore')({
  staticData: { title: '专家访谈', access: 'public' },
  validateSearch: validateKeywordSearch,
});
