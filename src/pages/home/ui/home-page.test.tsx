import { describe, expect, it } from 'vitest';
import { HttpResponse, onApi, refuse, renderApp, screen, server, userEvent, waitFor, within, openPage } from '@/app/test';

const LATER = { timeout: 5000 };
const emptyPage = { code: 200, msg: '操作成功', data: { rows: [], total: 0, page: 1, pageSize: 8 } };

/** The links of `section` that lead to a page matching `to` (an article, a journal). */
const linksTo = (section: HTMLElement, to: RegExp) =>
  within(section)
    .getAllByRole('link')
    .filter((a) => to.test(a.getAttribute('href') ?? ''));

describe('/ (home)', () => {
  it('shows the hero and services at once, then featured experts, news and journals', async () => {
    await openPage('/', '一站式学术服务平台');
    expect(screen.getByRole('search')).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: '核心服务' })).toBeVisible();

    const experts = await screen.findByRole('region', { name: '专家学者' }, LATER);
    // Eight experts; phones show the first four (the rest are hidden by a media query).
    await waitFor(() => expect(experts.querySelectorAll('a[href^="/expert/"]')).toHaveLength(8), LATER);
    const news = screen.getByRole('region', { name: '新闻资讯' });
    await waitFor(() => expect(linksTo(news, /^\/academicDetail\/\d+$/)).toHaveLength(8), LATER);
    const journals = screen.getByRole('region', { name: '学术期刊' });
    await waitFor(() => expect(linksTo(journals, /^\/periodicalInfo\/\d+$/)).toHaveLength(5), LATER);
    expect(within(experts).getByRole('link', { name: '查看全部专家' }).getAttribute('href')).toBe('/experts');
    expect(document.body.textContent).not.toMatch(/undefined|NaN|\[object Object\]/);
  });

  it('says so when a section has nothing to show', async () => {
    server.use(
      onApi('listExperts', () => HttpResponse.json(emptyPage)),
      onApi('listArticles', () => HttpResponse.json(emptyPage)),
      onApi('listPeriodicals', () => HttpResponse.json(emptyPage)),
    );
    renderApp('/');
    expect(await screen.findByText('暂无专家', undefined, LATER)).toBeVisible();
    expect(await screen.findByText('暂无资讯', undefined, LATER)).toBeVisible();
    expect(await screen.findByText('暂无期刊', undefined, LATER)).toBeVisible();
  });

  it('shows an error with a retry in the failed section only', async () => {
    const user = userEvent.setup();
    refuse('listPeriodicals', '服务繁忙', { once: true });
    renderApp('/');
    const journals = await screen.findByRole('region', { name: '学术期刊' }, LATER);
    const alert = await within(journals).findByRole('alert', undefined, LATER);
    expect(within(screen.getByRole('region', { name: '专家学者' })).queryByRole('alert')).not.toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: '重试' }));
    await waitFor(() => expect(linksTo(journals, /^\/periodicalInfo\/\d+$/).length).toBeGreaterThan(0), LATER);
  });
});
