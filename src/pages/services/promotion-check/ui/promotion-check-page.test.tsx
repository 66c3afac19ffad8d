import { describe, expect, it } from 'vitest';
import { HttpResponse, onApi, renderApp, screen, server, userEvent, waitFor, within, openPage } from '@/app/test';

describe('/promotion/check/{code?}', () => {
  it('a valid code: 八折, its check type, discounted prices, on to /checkSubmit/{code}', async () => {
    // SPEC §7: the types come from GET /agent/user/check/config/type with type and code.
    const asked: string[] = [];
    server.events.on('request:start', ({ request }) => {
      const url = new URL(request.url);
      if (url.pathname.endsWith('/agent/user/check/config/type')) asked.push(url.search);
    });
    await openPage('/promotion/check/TG2026', '推广检测');
    expect(await screen.findByText(/推广码有效，「本科毕业论文检测」可享八折优惠/)).toBeVisible();
    expect(screen.getByRole('link', { name: '使用推广码去检测' }).getAttribute('href')).toBe(
      '/checkSubmit/TG2026?service=check&typeId=101',
    );
    const prices = screen.getByRole('region', { name: '检测类型与价格' });
    await waitFor(() => expect(within(prices).getByText('¥54.40')).toBeVisible());
    expect(within(prices).getByText('¥68.00')).toBeVisible();
    expect(asked).toContain('?type=check&code=TG2026');
    server.events.removeAllListeners();
  });

  it('an expired code says why; an unknown code typed in says so too', async () => {
    const user = userEvent.setup();
    renderApp('/promotion/check/TG2025');
    expect(await screen.findByText(/推广码已过期/)).toBeVisible();
    expect(screen.getByRole('link', { name: '不使用推广码，按原价检测' }).getAttribute('href')).toBe('/checkSubmit?service=check');
    const input = screen.getByRole('textbox', { name: '推广码' });
    await user.clear(input);
    await user.type(input, 'NOPE1');
    expect(await screen.findByText(/推广码不存在/)).toBeVisible();
    expect(document.body.textContent).not.toMatch(/undefined|NaN|\[object Object\]/);
  });

  it('a failed validation offers to check again; the type list can be empty', async () => {
    let failValidation = true;
    server.use(
      onApi('validatePromotionCode', () => (failValidation ? HttpResponse.json({ code: 500, msg: '服务繁忙' }) : undefined)),
      onApi('getCheckConfig', () => HttpResponse.json({ code: 200, msg: 'ok', data: [] })),
      onApi('getAgentCheckConfigType', () => HttpResponse.json({ code: 200, msg: 'ok', data: [] })),
    );
    renderApp('/promotion/check/TG2026');
    expect(await screen.findByText('推广码校验失败，请检查网络后重试')).toBeVisible();
    expect(await screen.findByText('暂无可用的检测类型')).toBeVisible();
    failValidation = false;
    await userEvent.click(screen.getByRole('button', { name: '重新校验' }));
    expect(await screen.findByText(/可享八折优惠/)).toBeVisible();
  });
});
