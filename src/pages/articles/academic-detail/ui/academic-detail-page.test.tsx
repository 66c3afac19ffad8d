import { describe, expect, it } from 'vitest';
import { listStateCases, renderApp, screen, waitFor, within, openPage, db, itemHeadCases, cardLine } from '@/app/test';

describe('/academicDetail/{id}', () => {
  it('renders article 5 sanitized: no script, no event handler, no javascript: link', async () => {
    renderApp('/academicDetail/5');
    await screen.findByRole('heading', { level: 1, name: '平台计算机专家库新增20位学者入驻' });
    const content = document.querySelector('.rich-text') as HTMLElement;
    expect(content).toBeVisible();
    expect(content.querySelector('script')).toBeNull();
    expect(content.innerHTML).not.toMatch(/<script|onerror|alert\(/i);
    const image = within(content).getByRole('img', { name: '活动现场' });
    expect(image.getAttribute('onerror')).toBeNull();
    const link = within(content).getByText('点击查看原文');
    expect(link.getAttribute('href') ?? '').not.toMatch(/^\s*javascript:/i);
    expect([...document.querySelectorAll('[href]')].some((el) => /^\s*javascript:/i.test(el.getAttribute('href') ?? ''))).toBe(false);
  });

  it('shows the facts, the content and the neighbours, and goes to the next article', async () => {
    const [user, app] = await openPage('/academicDetail/5', '平台计算机专家库新增20位学者入驻');
    expect(screen.getByText(/^来源：/)).toBeVisible();
    expect(screen.getByText(/^发布时间：\d{4}年\d{1,2}月\d{1,2}日 \d{2}:\d{2}$/)).toBeVisible();
    expect(screen.getByRole('link', { name: '← 返回新闻资讯' }).getAttribute('href')).toBe('/news');
    const nav = screen.getByRole('navigation', { name: '上一篇与下一篇' });
    expect(within(nav).getByRole('link', { name: '武汉举行二维材料产学研对接会' }).getAttribute('href')).toBe('/academicDetail/4');
    await user.click(within(nav).getByRole('link', { name: '滨海大学16项成果获省级优秀科研成果奖' }));
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/academicDetail/6'));
    expect(await screen.findByRole('heading', { level: 1, name: '滨海大学16项成果获省级优秀科研成果奖' })).toBeVisible();
    // The same page with the next article: the title names the new one.
    await waitFor(() => expect(document.title).toBe('滨海大学16项成果获省级优秀科研成果奖 - 学术服务平台'));
    expect(document.body.textContent).not.toMatch(/undefined|NaN|\[object Object\]/);
  });

  it('says 没有了 at the end of a column and leads back to the theory list', async () => {
    renderApp('/academicDetail/41');
    const nav = await screen.findByRole('navigation', { name: '上一篇与下一篇' });
    expect(within(nav).getByText('没有了')).toBeVisible();
    expect(screen.getByRole('link', { name: '← 返回学术理论' }).getAttribute('href')).toBe('/academicList');
  });

  it('says so for an unknown or missing article', async () => {
    renderApp('/academicDetail/9999');
    expect(await screen.findByText('文章不存在或已下线')).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: '文章详情' })).toBeVisible();
  });

  listStateCases('getArticle', '/academicDetail/5', {
    failure: '服务繁忙',
    loaded: () => screen.findByRole('heading', { level: 1, name: '平台计算机专家库新增20位学者入驻' }),
  });

  const article = db.articles.find((a) => a.id === 5)!;
  itemHeadCases({
    operation: 'getArticle',
    path: '/academicDetail/5',
    generic: '文章详情',
    item: { name: article.title, description: cardLine(article.summary), ...(article.cover ? { image: `/api${article.cover}` } : {}) },
    loaded: () => screen.findByRole('heading', { level: 1, name: article.title }),
    crumbs: true,
  });
});
