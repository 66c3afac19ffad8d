import { createLazyFileRoute } from '@tanstack/react-router';
import { ClaimWorksPage } from '@/pages/scholar/claim-works';

export const Route = createLazyFileRoute('/_portal/_scholar/claimWorks')({
  component: ClaimWorksPage,
});
