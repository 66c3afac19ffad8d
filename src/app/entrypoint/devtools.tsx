import { ReactQueryDevtools } from '@tanstack/react-query-devtools';
import { TanStackRouterDevtools } from '@tanstack/react-router-devtools';

/**
 * TanStack Query and Router devtools for `npm run dev` (loaded by the root route only when
 * import.meta.env.DEV, never in a build or a test: see __root.tsx). At the bottom, right of the
 * mock panel (bottom left) and away from the header.
 */
export default function DevTools() {
  return (
    <>
      <ReactQueryDevtools buttonPosition="bottom-right" />
      <TanStackRouterDevtools position="bottom-left" toggleButtonProps={{ style: { left: '10rem' } }} />
    </>
  );
}
