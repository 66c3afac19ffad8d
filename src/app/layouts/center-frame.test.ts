import { describe, expect, it } from 'vitest';
import { centerCrumbs } from './center-frame';
import { SCHOLAR_MENU, WEBSITE_MENU } from './center-menus';

describe('center breadcrumbs', () => {
  it('lead from home through the center to the page, the page itself not a link', () => {
    expect(centerCrumbs('个人中心', WEBSITE_MENU, '/checkCenter')).toEqual([
      { label: '首页', to: '/' },
      { label: '个人中心', to: '/userIndex' },
      { label: '查重中心' },
    ]);
    expect(centerCrumbs('学者服务', SCHOLAR_MENU, SCHOLAR_MENU[0]!.items[0]!.to)).toEqual([
      { label: '首页', to: '/' },
      { label: '学者服务', to: undefined },
    ]);
  });

  it('stop at the center for a page its menu does not list', () => {
    expect(centerCrumbs('个人中心', WEBSITE_MENU, '/elsewhere')).toEqual([
      { label: '首页', to: '/' },
      { label: '个人中心', to: '/userIndex' },
    ]);
  });
});
