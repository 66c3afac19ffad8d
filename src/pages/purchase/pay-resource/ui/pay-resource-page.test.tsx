import { afterEach, describe, expect, it, vi } from 'vitest';
import { smsLoginFx } from '@/entities/session';
import { createResourceOrder, payResourceOrder } from '@/shared/api/generated/endpoints/resource/resource';
import { setNewsAppBridge } from '@/shared/lib/bridge';
import type { NewsAppBridge } from '@/shared/lib/bridge';
import { closeApps, HttpResponse, onApi, renderApp, screen, server, userEvent, waitFor, within, openPage } from '@/app/test';

afterEach(() => {
  setNewsAppBridge(null);
  vi.restoreAllMocks();
});

async function orderOf(packageId: number): Promise<string> {
  await smsLoginFx({ mobile: '13800138000', code: '123456' });
  const answer = await createResourceOrder({ packageId });
  return answer.data!.id;
}

const payAmount = () => screen.getByTestId('pay-amount').textContent;

describe('/payResource', () => {
  it('a coupon re-prices the order (满100减20: 299 → 279), thresholds are checked, then paying succeeds', async () => {
    const user = userEvent.setup();
    const orderId = await orderOf(2);
    const [, app] = await openPage(`/payResource?orderId=${orderId}`, '支付订单');
    expect(await screen.findByText('学术进阶包')).toBeVisible();
    expect(payAmount()).toBe('¥299.00');

    // 满300减50 and the 699 coupon do not reach their thresholds on a 299 order.
    const over = await screen.findByRole('radio', { name: /满300减50/ });
    expect((over as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByText('订单满 300 元可用')).toBeVisible();

    await user.click(screen.getByRole('radio', { name: /满100减20/ }));
    await waitFor(() => expect(payAmount()).toBe('¥279.00'));
    // The order was re-created with the coupon; the URL follows.
    expect(app.router.state.location.search.orderId).not.toBe(orderId);
    // On the coupon and in the summary.
    expect(screen.getAllByText('-¥20.00')).toHaveLength(2);

    await user.click(screen.getByRole('radio', { name: '支付宝' }));
    await user.click(screen.getByRole('button', { name: '确认支付' }));
    expect(await screen.findByRole('heading', { name: /支付成功/ })).toBeVisible();
    expect(screen.getByText('¥279.00')).toBeVisible();
    expect(screen.getByText('支付宝')).toBeVisible();
    expect(screen.getByRole('link', { name: '查看隐私资源' }).getAttribute('href')).toBe('/privacyResource');
    expect(document.body.textContent).not.toMatch(/undefined|NaN|\[object Object\]/);
  });

  it('balance payment is offered only when the balance covers the order', async () => {
    const orderId = await orderOf(3);
    renderApp(`/payResource?orderId=${orderId}`);
    const balance = await screen.findByRole('radio', { name: /余额支付/ });
    // The individual user has 128.50 left; the order is 699.
    await waitFor(() => expect((balance as HTMLInputElement).disabled).toBe(true));
    expect(screen.getByText(/余额不足/)).toBeVisible();
  });

  it('inside the news app the app pays; 我已完成支付 reads the order again', async () => {
    const user = userEvent.setup();
    const orderId = await orderOf(1);
    vi.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 (iPhone) NewsApp/7.2.1');
    const bridge: NewsAppBridge = { login: vi.fn(), pay: vi.fn(), share: vi.fn(), openDetail: vi.fn() };
    setNewsAppBridge(bridge);
    renderApp(`/payResource?orderId=${orderId}`);
    await screen.findByText('基础资源包');
    await user.click(screen.getByRole('button', { name: '确认支付' }));
    expect(bridge.pay).toHaveBeenCalledWith(expect.objectContaining({ id: orderId, payAmount: 99, payType: 'wechat' }));
    expect(screen.getByText('已在客户端发起支付')).toBeVisible();

    await user.click(screen.getByRole('button', { name: '我已完成支付' }));
    expect(await screen.findByText('暂未查询到支付结果，请在客户端完成支付后再试。')).toBeVisible();

    // The app completes the payment on its side.
    await payResourceOrder(orderId, { payType: 'wechat' });
    await user.click(screen.getByRole('button', { name: '我已完成支付' }));
    expect(await screen.findByRole('heading', { name: /支付成功/ })).toBeVisible();
  });

  it('an order id that walks out of its path (../../login/user/getInfo) is no order id: no call leaves /portal/resource/order/ with it', async () => {
    await smsLoginFx({ mobile: '13800138000', code: '123456' });
    const seen: string[] = [];
    server.events.on('request:start', ({ request }) => seen.push(new URL(request.url).pathname));
    try {
      renderApp('/payResource?orderId=..%2F..%2F..%2F..%2Flogin%2Fuser%2FgetInfo');
      expect(await screen.findByText('没有要支付的订单')).toBeVisible();
    } finally {
      server.events.removeAllListeners();
    }
    expect(seen.filter((path) => path.includes('/portal/resource/order/'))).toEqual([]);
    expect(seen.filter((path) => /\.\.|%2F/i.test(path))).toEqual([]);
  });

  it('without an order id, with an unknown order, and when coupons fail to load', async () => {
    await smsLoginFx({ mobile: '13800138000', code: '123456' });
    renderApp('/payResource');
    expect(await screen.findByText('没有要支付的订单')).toBeVisible();
    expect(screen.getByRole('link', { name: '重新选择资源包' }).getAttribute('href')).toBe('/buyResource');
    closeApps();

    renderApp('/payResource?orderId=DD000000');
    expect(await screen.findByText('订单加载失败')).toBeVisible();
    expect(screen.getByRole('button', { name: '重试' })).toBeEnabled();
    closeApps();

    const orderId = (await createResourceOrder({ packageId: 1 })).data!.id;
    server.use(onApi('listMyCoupons', () => HttpResponse.json({ code: 500, msg: '服务繁忙' })));
    renderApp(`/payResource?orderId=${orderId}`);
    expect(await screen.findByText('优惠券加载失败')).toBeVisible();
    // Paying without a coupon still works.
    expect(screen.getByRole('button', { name: '确认支付' })).toBeEnabled();
  });

  it('an empty coupon list and a refused payment keep the order payable', async () => {
    const user = userEvent.setup();
    const orderId = await orderOf(1);
    server.use(
      onApi('listMyCoupons', () => HttpResponse.json({ code: 200, msg: 'ok', data: { rows: [], total: 0, page: 1, pageSize: 100 } })),
      onApi('payResourceOrder', () => HttpResponse.json({ code: 500, msg: '支付通道维护中' })),
    );
    renderApp(`/payResource?orderId=${orderId}`);
    expect(await screen.findByText('暂无可用优惠券')).toBeVisible();
    await user.click(screen.getByRole('button', { name: '确认支付' }));
    const alert = await screen.findByText('支付通道维护中');
    expect(within(alert.closest('[role="alert"]') ?? document.body).getByText('支付通道维护中')).toBeVisible();
    expect(screen.getByRole('button', { name: '确认支付' })).toBeEnabled();
  });

  it('while a coupon re-creates the order the coupons stay enabled (a disabled radio would drop the keyboard focus)', async () => {
    const user = userEvent.setup();
    const orderId = await orderOf(2);
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    server.use(
      onApi(
        'createResourceOrder',
        async () => {
          // Held until the test lets it go; then the mock's own handler answers.
          await answered;
        },
        { once: true },
      ),
    );
    renderApp(`/payResource?orderId=${orderId}`);
    const coupon = await screen.findByRole('radio', { name: /满100减20/ });
    await user.click(coupon);
    expect(await screen.findByText('正在按所选优惠券重新计算…')).toBeVisible();
    expect((coupon as HTMLInputElement).disabled).toBe(false);
    expect((screen.getByRole('radio', { name: '不使用优惠券' }) as HTMLInputElement).disabled).toBe(false);
    answer();
    await waitFor(() => expect(payAmount()).toBe('¥279.00'));
  });
});
