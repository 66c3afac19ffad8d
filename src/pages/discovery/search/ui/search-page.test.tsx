import { describe, expect, it } from 'vitest';
import { listStateCases, renderApp, screen, userEvent, waitFor, within, openPage, stubScrollIntoView } from '@/app/test';

// The whole app renders, and the page's chunk loads on first use: give it time.

stubScrollIntoView();

const results = () => screen.findByRole('region', { name: /检索结果|全部作品/ });

describe('/search', () => {
  it('searches by keyword from the URL, marks the terms and pages through the results in the URL', async () => {
    const [, app] = await openPage('/search?keyword=%E7%A0%94%E7%A9%B6', '搜索');
    const region = await results();
    await waitFor(() => expect(within(region).getAllByRole('article').length).toBe(10));
    expect(region.querySelectorAll('mark').length).toBeGreaterThan(0);
    expect([...region.querySelectorAll('mark')].every((mark) => mark.textContent === '研究')).toBe(true);
    expect((screen.getByRole('searchbox', { name: '搜索关键词' }) as HTMLInputElement).value).toBe('研究');
    expect(region.textContent).not.toMatch(/undefined|NaN|\[object Object\]/);

    await userEvent.click(within(region).getByRole('button', { name: '第 2 页' }));
    await waitFor(() => expect(app.router.state.location.search).toEqual({ keyword: '研究', page: 2 }));
    await waitFor(() => expect(within(region).getByRole('button', { name: '第 2 页' }).getAttribute('aria-current')).toBe('page'));
  });

  it('types a keyword, filters by type and sorts, keeping it all in the URL', async () => {
    const user = userEvent.setup();
    const app = renderApp('/search');
    const box = await screen.findByRole('searchbox', { name: '搜索关键词' });
    await user.type(box, '唯物史观{Enter}');
    await waitFor(() => expect(app.router.state.location.search).toEqual({ keyword: '唯物史观' }));
    const region = await results();
    await waitFor(() => expect(region.querySelector('mark')?.textContent).toBe('唯物史观'));

    await user.click(screen.getByRole('button', { name: '展开筛选' }));
    const type = await screen.findByRole('combobox', { name: '文献类型' });
    await waitFor(() => expect(type.hasAttribute('disabled')).toBe(false));
    await user.selectOptions(type, 'book');
    await waitFor(() => expect(app.router.state.location.search).toEqual({ keyword: '唯物史观', type: 'book' }));
    await user.click(screen.getByRole('button', { name: '被引次数' }));
    await waitFor(() => expect(app.router.state.location.search).toEqual({ keyword: '唯物史观', type: 'book', sort: 'cited' }));
    await waitFor(() => expect(within(region).getAllByRole('article').length).toBeGreaterThan(0));
    expect(within(region).getAllByText('专著').length).toBe(within(region).getAllByRole('article').length);
  });

  it('says so when nothing matches, and offers to clear the filters', async () => {
    const user = userEvent.setup();
    const app = renderApp('/search?keyword=%E4%B8%8D%E5%AD%98%E5%9C%A8%E7%9A%84%E8%AF%8D&type=thesis');
    expect(await screen.findByText('未找到相关作品')).toBeVisible();
    await user.click(screen.getByRole('button', { name: '清除筛选条件' }));
    await waitFor(() => expect(app.router.state.location.search).toEqual({ keyword: '不存在的词' }));
  });

  listStateCases('searchWorks', '/search', {
    empty: { text: '未找到相关作品', path: '/search?keyword=x' },
    failure: '检索服务繁忙',
    loaded: async () => {
      const region = await results();
      await waitFor(() => expect(within(region).getAllByRole('article').length).toBe(10));
    },
  });
});
