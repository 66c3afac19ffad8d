import { describe, expect, it } from 'vitest';
import { db, listStateCases, openAndFind, renderApp, screen, itemHeadCases, within, cardLine } from '@/app/test';

describe('/work/origin/{id}', () => {
  it('shows a work of theory literature in the origin styling', async () => {
    const work = db.works.find((w) => w.origin)!;
    renderApp(`/work/origin/${work.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: work.title })).toBeVisible();
    expect(screen.getByText('理论文献 · 原典')).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: '内容提要' })).toBeVisible();
    const trail = screen.getByRole('navigation', { name: '面包屑导航' });
    expect(within(trail).getByRole('link', { name: '理论文献' }).getAttribute('href')).toBe('/search?origin=true');
    expect(document.body.textContent).not.toMatch(/undefined|NaN|\[object Object\]/);
  });

  it('says when the literature does not exist or no id was given', async () => {
    await openAndFind('/work/origin/abc', '未指定文献');
    await openAndFind('/work/origin/99999', '文献不存在或已下线');
  });

  listStateCases('getWork', '/work/origin/1', {
    failure: { dropped: true, shows: '后端接口连接异常' },
    loaded: () => screen.findByText('理论文献 · 原典'),
  });

  const origin = db.works.find((w) => w.origin)!;
  itemHeadCases({
    operation: 'getWork',
    path: `/work/origin/${origin.id}`,
    generic: '原典详情',
    item: { name: origin.title, description: cardLine(origin.abstract) },
    loaded: () => screen.findByRole('heading', { level: 1, name: origin.title }),
    crumbs: true,
  });
});
