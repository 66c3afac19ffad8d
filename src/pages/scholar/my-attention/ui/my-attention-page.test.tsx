import { describe, expect, it } from 'vitest';
import { listStateCases, screen, waitFor, within, openPage } from '@/app/test';

const totalOf = (text: string) => Number(/共关注 (\d+) 位专家/.exec(text)?.[1]);

describe('/myAttention', () => {
  it('lists the followed experts, pages them and unfollows one after asking', async () => {
    const [user, app] = await openPage('/myAttention', '我的关注', 'scholar');
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
    expect(within(dialog).getByText(`确定不再关注「${name}」吗？`)).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: '取消关注' }));
    await waitFor(() => expect(screen.getByText(`共关注 ${before - 1} 位专家`)).toBeVisible());
    expect(screen.queryByRole('link', { name })).not.toBeInTheDocument();

    await user.click(within(screen.getByRole('navigation', { name: '关注分页' })).getByRole('button', { name: '第 2 页' }));
    await waitFor(() => expect(app.router.state.location.search).toEqual({ page: 2 }));
    expect(document.body.textContent).not.toMatch(/undefined|NaN|\[object Object\]/);
  });

  listStateCases('listMyAttention', 'scholar', '/myAttention', {
    empty: '还没有关注任何专家',
    failure: '关注服务繁忙',
    loaded: () => screen.findByText(/^共关注 \d+ 位专家$/),
  });
});
