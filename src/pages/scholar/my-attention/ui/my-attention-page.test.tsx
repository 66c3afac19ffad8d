import { describe, expect, it } from 'vitest';
import { HttpResponse, onApi, openAs, screen, server, userEvent, waitFor, within } from '@/app/test';

const totalOf = (text: string) => Number(/共关注 (\d+) 位专家/.exec(text)?.[1]);

describe('/myAttention', () => {
  it('lists the followed experts, pages them and unfollows one after asking', async () => {
    const user = userEvent.setup();
    const app = await openAs('scholar', '/myAttention');
    expect(await screen.findByRole('heading', { level: 1, name: '我的关注' })).toBeTruthy();
    const heading = await screen.findByText(/^共关注 \d+ 位专家$/);
    const before = totalOf(heading.textContent ?? '');
    expect(before).toBeGreaterThan(10);
    const rows = screen.getAllByRole('article');
    expect(rows).toHaveLength(10);
    const first = rows[0] as HTMLElement;
    const name = within(first).getAllByRole('link')[0]?.textContent ?? '';
    expect(within(first).getAllByRole('link')[0]?.getAttribute('href')).toMatch(/^\/expert\/\d+$/);

    await user.click(await within(first).findByRole('button', { name: `取消关注 ${name}` }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(`确定不再关注「${name}」吗？`)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: '取消关注' }));
    await waitFor(() => expect(screen.getByText(`共关注 ${before - 1} 位专家`)).toBeTruthy());
    expect(screen.queryByRole('link', { name })).toBeNull();

    await user.click(within(screen.getByRole('navigation', { name: '关注分页' })).getByRole('button', { name: '第 2 页' }));
    await waitFor(() => expect(app.router.state.location.search).toEqual({ page: 2 }));
    expect(document.body.textContent).not.toMatch(/undefined|NaN|\[object Object\]/);
  });

  it('says so when the scholar follows nobody', async () => {
    server.use(
      onApi('listMyAttention', () =>
        HttpResponse.json({ code: 200, msg: '操作成功', data: { rows: [], total: 0, page: 1, pageSize: 10 } }),
      ),
    );
    await openAs('scholar', '/myAttention');
    expect(await screen.findByText('还没有关注任何专家')).toBeTruthy();
  });

  it('shows the failure with a retry that loads the list', async () => {
    server.use(onApi('listMyAttention', () => HttpResponse.json({ code: 500, msg: '关注服务繁忙' }), { once: true }));
    await openAs('scholar', '/myAttention');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('关注服务繁忙')).toBeTruthy();
    await userEvent.setup().click(within(alert).getByRole('button', { name: '重试' }));
    expect(await screen.findByText(/^共关注 \d+ 位专家$/)).toBeTruthy();
  });
});
