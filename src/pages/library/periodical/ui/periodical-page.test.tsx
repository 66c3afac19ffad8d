import { describe, expect, it } from 'vitest';
import { listStateCases, screen, waitFor, within, openPage, stubScrollIntoView } from '@/app/test';

stubScrollIntoView();

const list = () => screen.findByRole('region', { name: /期刊列表/ });

describe('/periodical', () => {
  it('shows journals in pages and filters by discipline and keyword, in the URL', async () => {
    const [user, app] = await openPage('/periodical', '学术期刊');
    const region = await list();
    await waitFor(() => expect(within(region).getAllByRole('listitem')).toHaveLength(10));
    expect(region.textContent).toContain('共 40 种');
    expect(region.textContent).not.toMatch(/undefined|NaN|\[object Object\]/);
    const first = within(region).getAllByRole('link')[0]!;
    expect(first.getAttribute('href')).toMatch(/^\/periodicalInfo\/\d+$/);

    await user.click(within(region).getByRole('button', { name: '第 2 页' }));
    await waitFor(() => expect(app.router.state.location.search).toEqual({ page: 2 }));

    const discipline = screen.getByRole('combobox', { name: '学科' });
    await waitFor(() => expect(within(discipline).getAllByRole('option').length).toBeGreaterThan(1));
    await user.selectOptions(discipline, '计算机科学与技术');
    await waitFor(() => expect(app.router.state.location.search).toEqual({ discipline: '计算机科学与技术' }));
    await waitFor(() => expect(region.textContent).toContain('中国计算机评论'));

    await user.type(screen.getByRole('searchbox', { name: /期刊名称/ }), '不存在的期刊{Enter}');
    expect(await screen.findByText('没有符合条件的期刊')).toBeVisible();
    await user.click(screen.getByRole('button', { name: '清除筛选条件' }));
    await waitFor(() => expect(app.router.state.location.search).toEqual({}));
  });

  listStateCases('listPeriodicals', '/periodical', {
    cases: 'together',
    empty: '暂无期刊',
    failure: { message: '期刊服务繁忙', path: '/periodical?keyword=%E4%B8%8D%E5%AD%98%E5%9C%A8' },
    loaded: () => screen.findByText('没有符合条件的期刊'),
  });
});
