import type { AnyRoute } from '@tanstack/react-router';

/** Every route under `route`, read from the route tree the app is built with (each route's children). */
export function descendantsOf(route: AnyRoute): AnyRoute[] {
  const children: AnyRoute[] = Object.values(route.children ?? {});
  return children.flatMap((child) => [child, ...descendantsOf(child)]);
}
