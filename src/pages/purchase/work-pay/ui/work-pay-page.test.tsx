import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { db } from '@mocks/db/database';
import { sessionCleared, smsLoginFx } from '@/entities/session';
import { renderApp } from '@/app/test/render-app';
import { onApi } from '@mocks/lib/on-api';

configure({ asyncUtilTimeout: 5000 });

let unwire: (() => void) | undefined;
beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});
afterEach(() => {
  unwire?.();
  sessionCleared();
  vi.restoreAllMocks();
});

function open(path: string) {
  const app = renderApp(path);
  unwire = app.unwire;
  return app;
}

describe('/workPay/{id}', () => {
  it('shows the work and its price, creates the order with workId, then pays it', async () => {
    const user = userEvent.setup();
    const work = db.content.works.find((w) => w.price >= 20)!;
    await smsLoginFx({ mobile: '13800138000', code: '123456' });
    const app = open(`/workPay/${work.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: '作品支付' })).toBeTruthy();
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
    open(`/workPay/${free.id}`);
    expect(await screen.findByText('该作品可免费阅读')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '确认购买' })).toBeNull();
    unwire?.();
    cleanup();
    open('/workPay');
    expect(await screen.findByText('未指定要购买的作品')).toBeTruthy();
    unwire?.();
    cleanup();
    open('/workPay/99999');
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
    open(`/workPay/${work.id}`);
    expect(await screen.findByText('作品信息加载失败')).toBeTruthy();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    await userEvent.click(await screen.findByRole('button', { name: '确认购买' }));
    expect(await screen.findByText('该作品暂停销售')).toBeTruthy();
  });
});
