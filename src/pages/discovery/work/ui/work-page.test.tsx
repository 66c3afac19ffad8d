import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  db,
  HttpResponse,
  listStateCases,
  onApi,
  openAndFind,
  renderApp,
  screen,
  server,
  userEvent,
  waitFor,
  openPage,
  itemHeadCases,
  cardLine,
} from '@/app/test';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('/work/{id}', () => {
  it('shows a priced work: authors linking to experts, abstract, keywords, facts and 购买全文', async () => {
    const work = db.works.find((w) => !w.origin && w.price > 0 && w.authors.some((a) => a.expertId) && w.doi && w.fund);
    if (!work) throw new Error('the seeded data has no such work');
    const app = renderApp(`/work/${work.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: work.title })).toBeVisible();
    const expert = work.authors.find((a) => a.expertId)!;
    expect(screen.getByRole('link', { name: expert.name }).getAttribute('href')).toBe(`/expert/${expert.expertId}`);
    expect(screen.getByText(work.abstract)).toBeVisible();
    expect(screen.getByRole('link', { name: work.keywords[0] }).getAttribute('href')).toContain('/search?keyword=');
    expect(screen.getByText(work.doi!)).toBeVisible();
    expect(screen.getByText(work.fund!)).toBeVisible();
    expect(screen.getByText(`¥${work.price.toFixed(2)}`)).toBeVisible();
    expect(document.body.textContent).not.toMatch(/undefined|NaN|\[object Object\]/);

    await userEvent.click(screen.getByRole('link', { name: '购买全文' }));
    // /workPay needs a login: an anonymous visitor is sent to log in first, with the way back.
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/login'));
    expect(app.router.state.location.search).toEqual({ redirect: `/workPay/${work.id}` });
  });

  it('says a free work is free, with nulls for optional fields and empty lists', async () => {
    const { data: full } = (await (await fetch('http://localhost/api/portal/work/detail/20')).json()) as { data: Record<string, unknown> };
    server.use(
      onApi('getWork', () =>
        HttpResponse.json({
          code: 200,
          msg: 'ok',
          // periodicalId is optional: a backend's null for it is read as absent.
          data: {
            ...full,
            id: 7,
            title: '稀疏作品',
            price: 0,
            abstract: '',
            authors: [],
            keywords: [],
            doi: null,
            fund: null,
            periodicalId: null,
          },
        }),
      ),
    );
    await openPage('/work/7', '稀疏作品');
    expect(screen.getByText('免费全文')).toBeVisible();
    expect(screen.getByText('暂无摘要')).toBeVisible();
    expect(screen.getByText('佚名')).toBeVisible();
    expect(screen.queryByRole('link', { name: '购买全文' })).not.toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/undefined|NaN|\[object Object\]/);
  });

  it('shows an answer that breaks the contract as a failed load with a retry, never half a page', async () => {
    let sparse = true;
    server.use(
      onApi('getWork', () =>
        sparse
          ? // The title is required (it names the work); the other fields may be absent.
            HttpResponse.json({ code: 200, msg: 'ok', data: { id: 7, abstract: '稀疏作品', price: 0, authors: null, keywords: null } })
          : undefined,
      ),
    );
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderApp('/work/20');
    expect(await screen.findByText('数据格式异常，请稍后重试或联系管理员')).toBeVisible();
    expect(screen.queryByText('稀疏作品')).not.toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/undefined|NaN|\[object Object\]/);
    sparse = false;
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    const work = db.works.find((w) => w.id === 20)!;
    expect(await screen.findByRole('heading', { level: 1, name: work.title })).toBeVisible();
  });

  it('says when the work does not exist or no id was given', async () => {
    await openAndFind('/work/99999', '作品不存在或已下线');
    expect(screen.getByRole('heading', { level: 1, name: '作品详情' })).toBeVisible();
    await openAndFind('/work', '未指定作品');
    expect(screen.getByRole('link', { name: '去搜索作品' })).toHaveAttribute('href', '/search');
  });

  listStateCases('getWork', '/work/20', {
    failure: '服务繁忙，请稍后再试',
    loaded: () => screen.findByRole('heading', { level: 1, name: db.works.find((w) => w.id === 20)!.title }),
  });

  const work = db.works.find((w) => w.id === 20)!;
  itemHeadCases({
    operation: 'getWork',
    path: '/work/20',
    generic: '作品详情',
    item: { name: work.title, description: cardLine(work.abstract) },
    loaded: () => screen.findByRole('heading', { level: 1, name: work.title }),
    crumbs: true,
  });
});
