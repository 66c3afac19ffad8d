import { describe, expect, it } from 'vitest';
import { smsLoginFx } from '@/entities/session';
import { closeApps, db, HttpResponse, onApi, renderApp, screen, server, userEvent, waitFor, openPage } from '@/app/test';

describe('/workPay/{id}', () => {
  it('shows the work and its price, creates the order with workId, then pays it', async () => {
    const user = userEvent.setup();
    const work = db.content.works.find((w) => w.price >= 20)!;
    await smsLoginFx({ mobile: '13800138000', code: '123456' });
    const [, app] = await openPage(`/workPay/${work.id}`, '作品支付');
    expect(await screen.findByText(work.title)).toBeTruthy();
    expect(screen.getAllByText(`¥${work.price.toFixed(2)}`).length).toBeGreaterThan(0);

    await user.click(screen.getByRole('button', { name: '确认购买' }));
    await waitFor(() => expect(app.router.state.location.search).toEqual({ orderId: expect.stringMatching(/^DD\d+$/) }));
    expect(await screen.findByText(`《${work.title}》全文`)).toBeTruthy();
    await user.click(await screen.findByRole('radio', { name: /新用户专享券/ }));
    await waitFor(() => expect(screen.getByTestId('pay-amount').textContent).toBe(`¥${(work.price - 10).toFixed(2)}`));
    await user.click(screen.getByRole('button', { name: '确认支付' }));
    expect(await screen.findByRole('heading', { name: /支付成功/ })).toBeTruthy();
    expect(screen.getByRole('link', { name: '阅读全文' }).getAttribute('href')).toBe(`/work/${work.id}`);
    expect(document.body.textContent).not.toMatch(/undefined|NaN|\[object Object\]/);
  });

  it('a free work needs no purchase; no id and an unknown work say so', async () => {
    const free = db.content.works.find((w) => w.price === 0)!;
    await smsLoginFx({ mobile: '13800138000', code: '123456' });
    renderApp(`/workPay/${free.id}`);
    expect(await screen.findByText('该作品可免费阅读')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '确认购买' })).toBeNull();
    closeApps();
    renderApp('/workPay');
    expect(await screen.findByText('未指定要购买的作品')).toBeTruthy();
    closeApps();
    renderApp('/workPay/99999');
    expect(await screen.findByText('作品信息加载失败')).toBeTruthy();
  });

  it('a failed load retries; a refused order shows the reason', async () => {
    let fail = true;
    server.use(
      onApi('getWork', () => (fail ? HttpResponse.json({ code: 500, msg: '服务繁忙' }) : undefined)),
      onApi('createResourceOrder', () => HttpResponse.json({ code: 500, msg: '该作品暂停销售' })),
    );
    const work = db.content.works.find((w) => w.price > 0)!;
    await smsLoginFx({ mobile: '13800138000', code: '123456' });
    renderApp(`/workPay/${work.id}`);
    expect(await screen.findByText('作品信息加载失败')).toBeTruthy();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    await userEvent.click(await screen.findByRole('button', { name: '确认购买' }));
    expect(await screen.findByText('该作品暂停销售')).toBeTruthy();
  });
});
