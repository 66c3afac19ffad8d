import { describe, expect, it } from 'vitest';
import { listStateCases, screen, waitFor, within, openPage } from '@/app/test';

describe('/resources', () => {
  it('describes resource sharing, shows the packages on sale and links to /buyResource', async () => {
    await openPage('/resources', '资源共享');
    const packages = screen.getByRole('region', { name: '在售资源包' });
    expect(await within(packages).findByText('学术进阶包')).toBeVisible();
    expect(within(packages).getByText('¥299.00')).toBeVisible();
    expect(within(packages).getByText('¥399.00')).toBeVisible();
    expect(screen.getAllByRole('link', { name: '购买资源包' })[0]!.getAttribute('href')).toBe('/buyResource');
    expect(screen.getByRole('link', { name: '我的隐私资源' }).getAttribute('href')).toBe('/privacyResource');
    expect(document.body.textContent).not.toMatch(/undefined|NaN|\[object Object\]/);
  });

  listStateCases('listResourcePackages', '/resources', {
    cases: 'together',
    empty: { text: '暂无在售资源包', answer: { code: 200, msg: 'ok', data: [] } },
    failure: { message: '服务繁忙', shows: '资源包加载失败' },
    loaded: () => waitFor(() => expect(screen.getByText('基础资源包')).toBeVisible()),
  });
});
