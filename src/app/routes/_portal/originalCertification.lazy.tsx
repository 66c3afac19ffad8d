import { createLazyFileRoute } from '@tanstack/react-router';
import { OriginalCertificationPage } from '@/pages/services/original-certification';

export const Route = createLazyFileRoute('/_portal/originalCertification')({
  component: OriginalCertificationPage,
});
