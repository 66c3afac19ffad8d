import { createLazyFileRoute } from '@tanstack/react-router';
import { ScholarAuthenticationPage } from '@/pages/scholar/scholar-authentication';

export const Route = createLazyFileRoute('/_portal/_scholar/scholarAuthentication')({
  component: ScholarAuthenticationPage,
});
