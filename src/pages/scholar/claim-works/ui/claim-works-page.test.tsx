import { describe, expect, it } from 'vitest';
import { HttpResponse, listStateCases, onApi, openAs, screen, server, userEvent, waitFor, within, openPage } from '@/app/test';

/** The title of the first work in the list. */
async function firstTitle(): Promise<string> {
  const [first] = await screen.findAllByRole('article');
  return within(first as HTMLElement).getByRole('heading').textContent ?? '';
}

describe('/claimWorks', () => {
  it('searches the claimable works with the keyword and page in the URL', async () => {
    const [user, app] = await openPage('/claimWorks', '认领作品', 'scholar');
    expect(await screen.findByText(/^共 \d+ 部可认领的作品$/)).toBeVisible();
    expect(screen.getAllByRole('article')).toHaveLength(10);
    await user.click(within(screen.getByRole('navigation', { name: '作品分页' })).getByRole('button', { name: '第 2 页' }));
    await waitFor(() => expect(app.router.state.location.search).toEqual({ page: 2 }));

    await user.type(screen.getByRole('textbox', { name: '检索可认领的作品' }), '敦煌文献');
    await user.click(screen.getByRole('button', { name: '搜索' }));
    await waitFor(() => expect(app.router.state.location.search).toEqual({ keyword: '敦煌文献' }));
    await waitFor(() => expect(screen.getAllByRole('article')[0]?.querySelector('mark')?.textContent).toBe('敦煌文献'));
    expect(document.body.textContent).not.toMatch(/undefined|NaN|\[object Object\]/);
  });

  it('claims a work after asking: it shows as claimed here and in my works', async () => {
    const user = userEvent.setup();
    const app = await openAs('scholar', '/claimWorks');
    const title = await firstTitle();
    await user.click(screen.getByRole('button', { name: `认领「${title}」` }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '确认认领' }));
    expect(await screen.findByText(`已认领「${title}」`)).toBeVisible();
    const row = within(screen.getByRole('list', { name: '可认领的作品' })).getAllByRole('listitem')[0] as HTMLElement;
    expect(within(row).getByText('已认领')).toBeVisible();
    expect(within(row).queryByRole('button', { name: /^认领/ })).not.toBeInTheDocument();

    await user.click(within(row).getByRole('link', { name: '在我的作品中查看' }));
    await waitFor(() => expect(app.router.state.location.search).toEqual({ status: 'claimed' }));
    const mine = await screen.findByRole('article', { name: title });
    expect(await within(mine).findByText('已认领')).toBeVisible();
  });

  it('leaves the work claimable and shows the server’s message when the claim is refused', async () => {
    server.use(onApi('claimWork', () => HttpResponse.json({ code: 500, msg: '该作品已被认领' })));
    const user = userEvent.setup();
    await openAs('scholar', '/claimWorks');
    const title = await firstTitle();
    await user.click(screen.getByRole('button', { name: `认领「${title}」` }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '确认认领' }));
    expect(await screen.findByText('该作品已被认领')).toBeVisible();
    expect(screen.getByRole('button', { name: `认领「${title}」` })).toBeEnabled();
  });

  listStateCases('listClaimableWorks', 'scholar', '/claimWorks', {
    empty: {
      it: 'says so when nothing matches the keyword, with the way back to every work',
      path: '/claimWorks?keyword=%E9%87%8F%E5%AD%90',
      text: '没有找到相关作品',
      also: () => expect(screen.getByRole('button', { name: '查看全部可认领的作品' })).toBeEnabled(),
    },
    failure: '检索服务繁忙',
    loaded: () => screen.findByText(/^共 \d+ 部可认领的作品$/),
  });
});
