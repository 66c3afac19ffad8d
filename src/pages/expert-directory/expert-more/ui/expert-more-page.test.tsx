import { describe, expect, it } from 'vitest';
import { listStateCases, renderApp, screen, userEvent, waitFor, within, openPage } from '@/app/test';

describe('/expertMore', () => {
  it('lists interviews with the expert linked, searches and plays one', async () => {
    const [user, app] = await openPage('/expertMore', '专家访谈');
    expect(await screen.findByText('共 66 篇访谈')).toBeVisible();
    expect(screen.getAllByRole('article')).toHaveLength(10);
    const first = screen.getAllByRole('article')[0] as HTMLElement;
    expect(within(first).getByRole('link').getAttribute('href')).toMatch(/^\/expert\/\d+$/);

    await user.type(screen.getByRole('textbox', { name: '搜索专家访谈' }), '莫敬阳');
    await user.click(screen.getByRole('button', { name: '搜索' }));
    await waitFor(() => expect(app.router.state.location.search).toEqual({ keyword: '莫敬阳' }));
    await waitFor(() => expect(screen.getAllByRole('article').length).toBeLessThan(10));
    // The keyword is marked in the results.
    expect(document.querySelector('mark')?.textContent).toBe('莫敬阳');

    await user.click(screen.getAllByRole('button', { name: /^观看视频：/ })[0] as HTMLElement);
    const dialog = await screen.findByRole('dialog');
    expect(dialog.querySelector('video')).toHaveAttribute('controls');
  });

  it('refuses an over-long keyword before it reaches the URL', async () => {
    const user = userEvent.setup();
    const app = renderApp('/expertMore');
    await screen.findByText('共 66 篇访谈');
    await user.type(screen.getByRole('textbox', { name: '搜索专家访谈' }), '长'.repeat(51));
    await user.click(screen.getByRole('button', { name: '搜索' }));
    expect(await screen.findByText('关键词不能超过50个字')).toBeVisible();
    expect(app.router.state.location.search).toEqual({});
  });

  listStateCases('listExpertInterviews', '/expertMore', {
    empty: '暂无专家访谈',
    failure: '服务繁忙',
    loaded: () => screen.findByText('共 66 篇访谈'),
  });
});
