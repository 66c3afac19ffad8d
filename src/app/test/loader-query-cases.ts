import { expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { server } from '@mocks/node';
import { apiPathOf } from '@mocks/lib/on-api';
import type { OperationId } from '@/shared/api/generated/operation-meta.gen';
import { openPage, renderApp } from './render-app';

export interface LoaderQueryCase {
  /** The page's route, with the search it is opened with. */
  path: string;
  /** The query string the page's list is asked with for `path`, e.g. `?page=2&pageSize=12`. */
  query: string;
  /** Resolves once the page shows the list. */
  loaded: () => Promise<unknown>;
  /**
   * A page with a link to the route (its heading and the link's name), for the preload case, and
   * the query string the list is asked with for the link's target.
   */
  linkFrom: { path: string; heading: string; link: string; query: string };
}

/**
 * The cases of a route whose loader starts its page's list (shared/api startQuery): the request
 * goes out once, the page takes it, and a link to the route pointed at fetches the list with the
 * route's chunks (the router's intent preload).
 */
export function loaderQueryCases(operationId: OperationId, spec: LoaderQueryCase) {
  const listPath = apiPathOf(operationId).path.replace(/^\*/, '');
  const href = spec.path.split('?')[0];
  const watch = () => {
    const asked: string[] = [];
    server.events.on('request:start', ({ request }) => {
      const url = new URL(request.url);
      if (url.pathname.endsWith(listPath)) asked.push(url.search);
    });
    return asked;
  };

  it('asks for its list once: the route loader starts the request and the page takes it', async () => {
    const asked = watch();
    try {
      const app = renderApp(spec.path);
      await waitFor(() => expect(asked).toEqual([spec.query]));
      await spec.loaded();
      await waitFor(() => expect(app.router.state.status).toBe('idle'));
      expect(asked).toEqual([spec.query]);
    } finally {
      server.events.removeAllListeners();
    }
  });

  it(`fetches the list when a link to ${href} is pointed at (the router preloads the route)`, async () => {
    const [user] = await openPage(spec.linkFrom.path, spec.linkFrom.heading);
    const asked = watch();
    try {
      // The link may come with the page's own data.
      const link = (await screen.findAllByRole('link', { name: spec.linkFrom.link })).find((a) => a.getAttribute('href') === href);
      expect(link, `a link to ${href} named ${spec.linkFrom.link}`).toBeVisible();
      await user.hover(link!);
      await waitFor(() => expect(asked).toContain(spec.linkFrom.query));
    } finally {
      server.events.removeAllListeners();
    }
  });
}
