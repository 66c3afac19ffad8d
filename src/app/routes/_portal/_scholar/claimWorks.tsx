import { createFileRoute } from '@tanstack/react-router';
import { ClaimWorksPage } from '@/pages/scholar/claim-works';
import type { ClaimWorksSearch } from '@/pages/scholar/claim-works';

export const Route = createFileRoute('/_portal/_scholar/claimWorks')({
  staticData: { title: '认领作品', access: 'scholar' },
  // Types the URL state only: the page chunk checks the values, so the first load stays small.
  validateSearch: (search: Record<string, unknown>) => search as ClaimWorksSearch,
  component: ClaimWorksPage,
});
