import { createContext, useContext, useEffect } from 'react';

/**
 * What main.tsx does once a server-rendered page is hydrated (src/app/entrypoint/app-tree.tsx
 * provides it; nothing elsewhere).
 */
export const TookOverContext = createContext<(() => void) | undefined>(undefined);

/**
 * Calls the takeover callback from a layout (the portal's, the phone pages'), after the effects of
 * the page inside it. React hydrates a Suspense boundary after what holds it, in a pass of its
 * own, and the router renders the match below its root route (a layout) inside one: an effect
 * outside the layout ran before the page was hydrated (before the mobile layout had set its root
 * font size, for one). Every page of the app is inside one of the two layouts.
 */
export function useTookOver(): void {
  const run = useContext(TookOverContext);
  useEffect(() => run?.(), [run]);
}
