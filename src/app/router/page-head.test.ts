import { describe, expect, it } from 'vitest';
import { SITE_DESCRIPTION } from '@/shared/config';
import type { ShownItem } from '@/shared/lib/page-meta';
import { pageHeadOf, routeHeadOf, siteUrl } from './page-head';

const ORIGIN = 'https://portal.example.cn';
const NO_SITE = { url: '', image: '' };

const portal = { id: '/_portal', staticData: {} };
const expertRoute = {
  id: '/_portal/expert/{-$id}/11',
  fullPath: '/expert/{-$id}',
  staticData: { title: '专家详情', access: 'public' as const, parent: { label: '专家学者', to: '/experts' } },
};
const EXPERT: ShownItem = { name: '金慧', description: '研究领域：教育学', image: '/api/common/imageView/expert-11.svg', type: 'profile' };

describe('routeHeadOf', () => {
  it("takes the deepest title and description, and the leaf's id", () => {
    const news = {
      id: '/_portal/news',
      fullPath: '/news',
      staticData: { title: '新闻资讯', description: '平台动态', access: 'public' as const },
    };
    expect(routeHeadOf([portal, news], '/news')).toEqual({
      name: '新闻资讯',
      description: '平台动态',
      shareable: true,
      leafId: '/_portal/news',
      pathname: '/news',
    });
  });

  it('makes a page behind the login, a login screen, a personal address and a menu page not shareable', () => {
    const leaf = (staticData: object, fullPath = '/x') => routeHeadOf([portal, { id: 'x', fullPath, staticData }], '/x').shareable;
    expect(leaf({ title: '个人中心', access: 'website' })).toBe(false);
    expect(leaf({ title: '用户登录', access: 'public', loginEntry: true })).toBe(false);
    expect(leaf({ title: '报告查询', access: 'public', personal: true })).toBe(false);
    expect(leaf({ access: 'public' }, '/$')).toBe(false);
    expect(leaf({ title: '学术期刊', access: 'public' })).toBe(true);
  });
});

describe('pageHeadOf', () => {
  const route = routeHeadOf([portal, expertRoute], '/expert/11');

  it("is the route's title and the site's description while no item names the page", () => {
    expect(pageHeadOf(route, null, ORIGIN, NO_SITE)).toEqual({
      title: '专家详情 - 学术服务平台',
      card: { title: '专家详情 - 学术服务平台', description: SITE_DESCRIPTION, image: undefined, type: 'website' },
      shareable: true,
    });
  });

  it('names the item: its title, line and image made absolute, its kind', () => {
    expect(pageHeadOf(route, EXPERT, ORIGIN, NO_SITE)).toEqual({
      title: '金慧 - 学术服务平台',
      card: {
        title: '金慧 - 学术服务平台',
        description: '研究领域：教育学',
        image: `${ORIGIN}/api/common/imageView/expert-11.svg`,
        type: 'profile',
      },
      shareable: true,
    });
  });

  it("falls back to the site's image, and gives og:url only with a configured site address", () => {
    const head = pageHeadOf(route, { ...EXPERT, image: undefined }, ORIGIN, { url: 'https://xueshu.example.cn/', image: '/share.png' });
    expect(head.card.image).toBe(`${ORIGIN}/share.png`);
    expect(head.url).toBe('https://xueshu.example.cn/expert/11');
    expect(pageHeadOf(route, null, undefined, { url: '', image: '/share.png' }).card.image).toBeUndefined();
    expect(pageHeadOf(route, null, undefined, { url: 'https://xueshu.example.cn', image: '/share.png' }).card.image).toBe(
      'https://xueshu.example.cn/share.png',
    );
  });

  it("a page that may not be shared keeps its tab title but carries the portal's generic card and no og:url", () => {
    const center = routeHeadOf(
      [portal, { id: '/_portal/_center/userIndex', fullPath: '/userIndex', staticData: { title: '个人中心', access: 'website' as const } }],
      '/userIndex',
    );
    expect(pageHeadOf(center, null, ORIGIN, { url: 'https://xueshu.example.cn', image: '' })).toEqual({
      title: '个人中心 - 学术服务平台',
      card: { title: '学术服务平台', description: SITE_DESCRIPTION, image: undefined, type: 'website' },
      shareable: false,
    });
  });
});

describe('siteUrl', () => {
  it('is an absolute http(s) address without its trailing slash, or nothing', () => {
    expect(siteUrl('https://xueshu.example.cn/')).toBe('https://xueshu.example.cn');
    expect(siteUrl(' https://xueshu.example.cn/portal/ ')).toBe('https://xueshu.example.cn/portal');
    expect(siteUrl('')).toBeUndefined();
    expect(siteUrl('xueshu.example.cn')).toBeUndefined();
    expect(siteUrl('ftp://xueshu.example.cn')).toBeUndefined();
  });
});
