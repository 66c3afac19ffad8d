import { Navigate } from '@tanstack/react-router';

/** Unknown paths go to /404 (SPEC §2). */
export function NotFoundRedirect() {
  return <Navigate to="/404" replace />;
}
