import { createFileRoute } from '@tanstack/react-router';
import { ClaimWorksPage, validateClaimWorksSearch } from '@/pages/scholar/claim-works';

export const Route = createFileRoute('/_portal/_scholar/claimWorks')({
  staticData: { title: '认领作品', access: 'scholar' },
  validateSearch: validateClaimWorksSearch,
  component: ClaimWorksPage,
});
