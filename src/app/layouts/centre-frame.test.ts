import { describe, expect, it } from 'vitest';
import { centreCrumbs } from './centre-frame';
import { SCHOLAR_MENU, WEBSITE_MENU } from './centre-menus';

describe('centre breadcrumbs', () => {
  it('lead from home through the centre to the page, the page itself not a link', () => {
    expect(centreCrumbs('个人中心', WEBSITE_MENU, '/checkCenter')).toEqual([
      { label: '首页', to: '/' },
      { label: '个人中心', to: '/userIndex' },
      { label: '查重中心' },
    ]);
    expect(centreCrumbs('学者服务', SCHOLAR_MENU, SCHOLAR_MENU[0]!.items[0]!.to)).toEqual([
      { label: '首页', to: '/' },
      { label: '学者服务', to: undefined },
    ]);
  });

  it('stop at the centre for a page its menu does not list', () => {
    expect(centreCrumbs('个人中心', WEBSITE_MENU, '/elsewhere')).toEqual([
      { label: '首页', to: '/' },
      { label: '个人中心', to: '/userIndex' },
    ]);
  });
});
