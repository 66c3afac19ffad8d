import { createFileRoute } from '@tanstack/react-router';
import { validateKeywordSearch } from '@/shared/lib/query-string';

export const Route = createFileRoute('/_portal/_scholar/claimWorks')({
  staticData: { title: '认领作品', access: 'scholar' },
  validateSearch: validateKeywordSearch,
});
