import { createFileRoute } from '@tanstack/react-router';
import { validateKeywordSearch } from '@/shared/lib/query-string';

export const Route = createFileRoute('/_portal/_scholar/myAttention')({
  staticData: { title: '我的关注', access: 'scholar' },
  validateSearch: validateKeywordSearch,
});
