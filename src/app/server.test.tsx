import { describe, expect, it } from 'vitest';
import { prerenderedRoutes, renderRoute } from './server';

describe('the build-time server render', () => {
  it('prerenders the routes whose staticData says so, the experts list with its phone twin', () => {
    expect(prerenderedRoutes()).toEqual(
      expect.arrayContaining([
        { route: '/' },
        { route: '/login' },
        { route: '/agentLogin' },
        { route: '/experts', phone: '/mobile/experts' },
        { route: '/news' },
      ]),
    );
    expect(prerenderedRoutes()).toHaveLength(5);
  });

  it('names the modules a page’s queries load when they start in the browser: the HTTP client and each answer’s schema', async () => {
    const experts = await renderRoute('/experts');
    expect(experts.pathname).toBe('/experts');
    expect(experts.queryModules).toEqual(
      expect.arrayContaining(['src/shared/api/http.ts', 'src/shared/api/generated/zod/expert/expert.zod.ts']),
    );
    expect(experts.markup).toContain('专家学者');
  });
});
