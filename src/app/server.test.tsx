import { describe, expect, it, vi } from 'vitest';
import { SITE_DESCRIPTION } from '@/shared/config';
import { prerenderedRoutes, renderRoute } from './server';

/** The tags as `key → content`, in their order. */
const tagsOf = (meta: Array<{ key: string; content: string }>) => Object.fromEntries(meta.map(({ key, content }) => [key, content]));

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

  it("gives each public page its title and card: the route's description, Open Graph's title, description and type", async () => {
    const home = await renderRoute('/');
    const experts = await renderRoute('/experts');
    const news = await renderRoute('/news');
    expect(home.title).toBe('首页 - 学术服务平台');
    expect(tagsOf(home.meta)).toEqual({
      description: SITE_DESCRIPTION,
      'og:title': '首页 - 学术服务平台',
      'og:description': SITE_DESCRIPTION,
      'og:type': 'website',
    });
    expect(tagsOf(experts.meta)).toEqual({
      description: '按学科、职称与机构查找专家学者，了解他们的研究成果与访谈视频',
      'og:title': '专家学者 - 学术服务平台',
      'og:description': '按学科、职称与机构查找专家学者，了解他们的研究成果与访谈视频',
      'og:type': 'website',
    });
    expect(news.meta).toEqual([
      { attribute: 'name', key: 'description', content: '学术服务平台的新闻资讯：平台动态、学术会议与科研诚信资讯' },
      { attribute: 'property', key: 'og:title', content: '新闻资讯 - 学术服务平台' },
      { attribute: 'property', key: 'og:description', content: '学术服务平台的新闻资讯：平台动态、学术会议与科研诚信资讯' },
      { attribute: 'property', key: 'og:type', content: 'website' },
    ]);
  });

  it("a login page's card is the portal's generic one", async () => {
    const login = await renderRoute('/login');
    expect(login.title).toBe('用户登录 - 学术服务平台');
    expect(tagsOf(login.meta)).toMatchObject({ 'og:title': '学术服务平台', description: SITE_DESCRIPTION });
  });

  it("with the site's address and image configured, adds og:url and the absolute og:image", async () => {
    vi.stubEnv('VITE_SITE_URL', 'https://xueshu.example.cn/');
    vi.stubEnv('VITE_SITE_IMAGE', '/share-card.png');
    vi.resetModules();
    try {
      const server = await import('./server');
      const news = await server.renderRoute('/news');
      expect(tagsOf(news.meta)).toMatchObject({
        'og:image': 'https://xueshu.example.cn/share-card.png',
        'og:url': 'https://xueshu.example.cn/news',
      });
      // A page that may not be shared as itself names no address of its own.
      expect(tagsOf((await server.renderRoute('/login')).meta)['og:url']).toBeUndefined();
    } finally {
      vi.unstubAllEnvs();
      vi.resetModules();
    }
  });
});
