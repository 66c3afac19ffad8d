import { describe, expect, it } from 'vitest';
import { atPhoneWidth, listStateCases, openPage, refuse, renderApp, screen, userEvent, waitFor, within } from '@/app/test';

atPhoneWidth();

describe('/mobile/expertSearch', () => {
  it('asks for a keyword, then shows the results with the keyword marked', async () => {
    const [user, app] = await openPage('/mobile/expertSearch', '专家搜索');
    expect(await screen.findByRole('heading', { level: 2, name: '按学科查找' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: '搜索' }));
    expect(screen.getByText('请输入专家姓名、研究领域或机构')).toBeVisible();

    await user.type(screen.getByRole('searchbox', { name: '搜索专家' }), '金慧');
    await user.click(screen.getByRole('button', { name: '搜索' }));
    await waitFor(() => expect(app.router.state.location.search).toEqual({ keyword: '金慧' }));
    const result = await screen.findByRole('article');
    expect(within(result).getByRole('link').getAttribute('href')).toBe('/mobile/expert/11');
    expect(result.querySelector('mark')?.textContent).toBe('金慧');
  });

  it('searches a discipline picked from the suggestions', async () => {
    const [user, app] = await openPage('/mobile/expertSearch', '专家搜索');
    await user.click(await screen.findByRole('button', { name: '教育学' }));
    await waitFor(() => expect(app.router.state.location.search).toEqual({ discipline: '教育学' }));
    expect(await screen.findByText(/共 \d+ 位专家/)).toBeVisible();
  });

  listStateCases('listExperts', '/mobile/expertSearch?keyword=%22%E9%87%91%E6%85%A7%22', {
    empty: { text: '没有找到相关专家', path: '/mobile/expertSearch?keyword=%22zzz%22' },
    failure: '服务繁忙',
    loaded: () => screen.findByText('共 1 位专家'),
  });

  it('says when the disciplines cannot be loaded, and fetches them again', async () => {
    refuse('getExpertFilters', '服务繁忙', { once: true });
    renderApp('/mobile/expertSearch');
    // While they load, the section says so.
    const loading = await screen.findByText('正在加载学科');
    expect(loading).toBeVisible();
    expect(loading.closest('[aria-busy]')).toHaveAttribute('aria-busy', 'true');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('学科加载失败')).toBeVisible();
    // The search by name still works without the disciplines.
    expect(screen.getByRole('searchbox', { name: '搜索专家' })).toBeEnabled();
    await userEvent.setup().click(within(alert).getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('button', { name: '教育学' })).toBeEnabled();
  });
});
