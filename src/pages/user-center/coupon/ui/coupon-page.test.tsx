import { describe, expect, it } from 'vitest';
import {
  EMPTY_PAGE,
  HttpResponse,
  onApi,
  openAs,
  screen,
  server,
  stubEmptyThenFailure,
  userEvent,
  waitFor,
  within,
  openPage,
} from '@/app/test';

const coupon = (id: number) => ({
  id,
  name: `测试券 ${id}`,
  amount: 5,
  threshold: 0,
  status: 'expired',
  beginTime: '2026-01-01 00:00:00',
  endTime: '2026-02-01 23:59:59',
  description: '无门槛，减 5 元',
});

describe('/coupon', () => {
  it('lists the usable coupons first and switches tabs through the URL', async () => {
    const [user, app] = await openPage('/coupon', '优惠券', 'individual');
    const available = await screen.findByRole('list', { name: '可使用的优惠券' });
    expect(within(available).getAllByRole('listitem')).toHaveLength(4);
    expect(within(available).getByText('新用户专享券')).toBeVisible();
    expect(within(available).getAllByRole('link', { name: '去使用' })[0]?.getAttribute('href')).toBe('/buyResource');

    await user.click(screen.getByRole('tab', { name: '已使用' }));
    await waitFor(() => expect(app.router.state.location.search).toEqual({ status: 'used' }));
    // The tab's label changes at once; its rows come in a deferred render (useShownQuery), so the
    // list is read again until they have (under load the old tab's rows can still be there).
    await waitFor(() => expect(within(screen.getByRole('list', { name: '已使用的优惠券' })).getAllByRole('listitem')).toHaveLength(2));
    const used = screen.getByRole('list', { name: '已使用的优惠券' });
    expect(within(used).queryByRole('link', { name: '去使用' })).not.toBeInTheDocument();
    expect(screen.getByText('共 2 张已使用的优惠券')).toBeVisible();
  });

  it('pages through a long list with the page in the URL', async () => {
    const pages: string[] = [];
    server.use(
      onApi('listMyCoupons', ({ request }) => {
        const url = new URL(request.url);
        pages.push(`${url.searchParams.get('status')}:${url.searchParams.get('page')}`);
        const page = Number(url.searchParams.get('page'));
        const rows = Array.from({ length: page === 3 ? 3 : 10 }, (_, index) => coupon((page - 1) * 10 + index + 1));
        return HttpResponse.json({ code: 200, msg: 'ok', data: { rows, total: 23, page, pageSize: 10 } });
      }),
    );
    const user = userEvent.setup();
    const app = await openAs('individual', '/coupon?status=expired&page=2');
    expect(await screen.findByText('测试券 11')).toBeVisible();
    expect((screen.getByRole('tab', { name: '已过期' }) as HTMLElement).getAttribute('aria-selected')).toBe('true');
    await user.click(within(screen.getByRole('navigation', { name: '优惠券分页' })).getByRole('button', { name: /3/ }));
    expect(await screen.findByText('测试券 21')).toBeVisible();
    expect(app.router.state.location.search).toEqual({ status: 'expired', page: 3 });
    expect(pages).toEqual(['expired:2', 'expired:3']);
  });

  it('shows an empty tab and a failed load with a retry', async () => {
    const stub = stubEmptyThenFailure('listMyCoupons', EMPTY_PAGE, '服务繁忙');
    const app = await openAs('individual', '/coupon?status=used');
    expect(await screen.findByText('暂无已使用的优惠券')).toBeVisible();
    stub.mode = 'error';
    await app.router.navigate({ to: '/coupon', search: {} });
    expect(await screen.findByText('优惠券加载失败')).toBeVisible();
    stub.mode = 'empty';
    await userEvent.setup().click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('暂无可使用的优惠券')).toBeVisible();
  });
});
