import { describe, expect, it } from 'vitest';
import { db, HttpResponse, listStateCases, onApi, openAndFind, renderApp, screen, server, itemHeadCases, cardLine } from '@/app/test';

describe('/empowerDetails', () => {
  it('shows the case with its sanitized story', async () => {
    const item = db.empowerCases[0]!;
    server.use(
      onApi('getEmpowerCase', () =>
        HttpResponse.json({
          code: 200,
          msg: 'ok',
          data: { ...item, content: '<h2>合作背景</h2><p>正文</p><img src=x onerror="alert(1)"><script>alert(2)</script>' },
        }),
      ),
    );
    renderApp(`/empowerDetails?id=${item.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: item.title })).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: '合作背景' })).toBeVisible();
    expect(document.querySelector('script')).toBeNull();
    expect(document.querySelector('[onerror]')).toBeNull();
    expect(screen.getAllByRole('link', { name: /赋能案例|查看全部案例/ }).length).toBeGreaterThan(0);
    expect(document.body.textContent).not.toMatch(/undefined|NaN|\[object Object\]/);
  });

  it('without an id, leads to the list; an unknown id says so', async () => {
    await openAndFind('/empowerDetails', '未指定案例');
    expect(screen.getByRole('heading', { level: 1, name: '赋能详情' })).toBeVisible();
    expect(screen.getByRole('link', { name: '查看全部案例' }).getAttribute('href')).toBe('/empowerList');
    await openAndFind('/empowerDetails?id=9999', '案例不存在或已下线');
  });

  listStateCases('getEmpowerCase', '/empowerDetails?id=1', {
    failure: '案例加载失败',
    loaded: () => screen.findByRole('heading', { level: 1, name: db.empowerCases[0]!.title }),
  });

  const story = db.empowerCases.find((c) => c.id === 1)!;
  itemHeadCases({
    operation: 'getEmpowerCase',
    path: '/empowerDetails?id=1',
    generic: '赋能详情',
    item: { name: story.title, description: cardLine(story.summary), image: `/api${story.cover}` },
    loaded: () => screen.findByRole('heading', { level: 1, name: story.title }),
    crumbs: true,
  });
});
