import { describe, expect, it } from 'vitest';
import { closeApps, EMPTY_LIST, renderApp, screen, stubEmptyThenFailure, userEvent, waitFor, within, openPage } from '@/app/test';

describe('/aigc/check/{code?}', () => {
  it('validates the code from the path at once: discount, check type, discounted prices, CTA with the code', async () => {
    await openPage('/aigc/check/AIGC2026', 'AIGC检测');
    expect((screen.getByRole('textbox', { name: '推广码' }) as HTMLInputElement).value).toBe('AIGC2026');
    expect(await screen.findByText(/推广码有效，「AIGC 生成内容检测」可享五折优惠/)).toBeVisible();
    const cta = screen.getByRole('link', { name: '使用推广码去检测' });
    expect(cta.getAttribute('href')).toBe('/checkSubmit/AIGC2026?service=aigc&typeId=201');
    const prices = screen.getByRole('region', { name: '检测版本与价格' });
    await waitFor(() => expect(within(prices).getByText('¥15.00')).toBeVisible());
    expect(within(prices).getAllByText('五折').length).toBeGreaterThan(0);
    expect(within(prices).getByText('推广码适用')).toBeVisible();
    expect(document.body.textContent).not.toMatch(/undefined|NaN|\[object Object\]/);
  });

  it('validates again as the user edits: a code of another service is refused with the reason', async () => {
    const user = userEvent.setup();
    renderApp('/aigc/check/AIGC2026');
    const input = await screen.findByRole('textbox', { name: '推广码' });
    await screen.findByText(/可享五折优惠/);
    await user.clear(input);
    await user.type(input, 'TG2026');
    expect(await screen.findByText(/该推广码不适用于当前服务/)).toBeVisible();
    expect(screen.queryByRole('link', { name: '使用推广码去检测' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: '不使用推广码，直接检测' }).getAttribute('href')).toBe('/checkSubmit?service=aigc');
  });

  it('without a code: list prices and a plain CTA; empty and failed type lists', async () => {
    const stub = stubEmptyThenFailure('getCheckConfig', EMPTY_LIST, '服务繁忙');
    renderApp('/aigc/check');
    expect(await screen.findByText('暂无可用的检测类型')).toBeVisible();
    expect(screen.getByText('如有推广码，输入后可享受折扣优惠')).toBeVisible();
    expect(screen.getByRole('link', { name: '立即检测' }).getAttribute('href')).toBe('/checkSubmit?service=aigc');
    closeApps();
    stub.mode = 'error';
    renderApp('/aigc/check');
    expect(await screen.findByText('检测类型加载失败')).toBeVisible();
    expect(screen.getByRole('button', { name: '重试' })).toBeEnabled();
  });
});
