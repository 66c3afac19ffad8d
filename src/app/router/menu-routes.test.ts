import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { server } from '@mocks/node';
import type { MenuConfig } from '@/shared/api/generated/model';
import { flattenMenu, listedMenuRoutes, lookupMenuRoute } from './menu-routes';

const tree: MenuConfig[] = [
  {
    name: '帮助中心',
    path: '/help',
    component: 'HelpPage',
    children: [
      { name: '常见问题', path: 'faq/', component: 'HelpPage' },
      {
        name: '操作指南',
        path: 'guide',
        component: 'HelpPage',
        hidden: true,
        children: [{ name: '下载', path: 'download', component: 'HelpPage' }],
      },
      { name: '关于', path: '/about', component: 'AboutPage' },
    ],
  },
  { name: '目录', path: '/catalogue', children: [{ name: '期刊', path: 'journals', component: 'AboutPage' }] },
];

describe('the server menu, RuoYi-style', () => {
  it('joins a child path to its parent, keeps an absolute child as it is, and drops trailing slashes', () => {
    expect(flattenMenu(tree).map((r) => r.path)).toEqual([
      '/help',
      '/help/faq',
      '/help/guide',
      '/help/guide/download',
      '/about',
      '/catalogue/journals',
    ]);
  });

  it('routes hidden entries (and what is under them) but does not list them', () => {
    const routes = flattenMenu(tree);
    expect(routes.filter((r) => r.hidden).map((r) => r.path)).toEqual(['/help/guide', '/help/guide/download']);
    expect(listedMenuRoutes(routes).map((r) => r.title)).toEqual(['帮助中心', '常见问题', '关于', '期刊']);
  });

  it('asks for the portal menu with its query and finds a relative child of the seeded menu, hidden or not', async () => {
    const asked: string[] = [];
    const listen = ({ request }: { request: Request }) => {
      const url = new URL(request.url);
      if (url.pathname.endsWith('/menu/config/list')) asked.push(url.search);
    };
    server.events.on('request:start', listen);
    const client = new QueryClient();
    expect(await lookupMenuRoute(client, '/help/faq')).toMatchObject({
      kind: 'page',
      route: { path: '/help/faq', component: 'HelpPage', hidden: false },
    });
    expect(await lookupMenuRoute(client, '/help/guide')).toMatchObject({ kind: 'page', route: { hidden: true } });
    expect(await lookupMenuRoute(client, '/help/nothing')).toEqual({ kind: 'absent' });
    server.events.removeListener('request:start', listen);
    expect(asked).toEqual(['?menuType=portal']);
  });
});
