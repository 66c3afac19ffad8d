import { describe, expect, it } from 'vitest';
import { db, listStateCases, openAndFind, refuse, screen, signInAs, waitFor, openPage } from '@/app/test';

const pricedWork = () => db.works.find((w) => w.price > 0)!;

describe('/workPay/{id}', () => {
  it('shows the work and its price, creates the order with workId, then pays it', async () => {
    const work = db.works.find((w) => w.price >= 20)!;
    const [user, app] = await openPage(`/workPay/${work.id}`, '作品支付', 'individual');
    expect(await screen.findByText(work.title)).toBeVisible();
    expect(screen.getAllByText(`¥${work.price.toFixed(2)}`).length).toBeGreaterThan(0);

    await user.click(screen.getByRole('button', { name: '确认购买' }));
    await waitFor(() => expect(app.router.state.location.search).toEqual({ orderId: expect.stringMatching(/^DD\d+$/) }));
    expect(await screen.findByText(`《${work.title}》全文`)).toBeVisible();
    await user.click(await screen.findByRole('radio', { name: /新用户专享券/ }));
    await waitFor(() => expect(screen.getByTestId('pay-amount').textContent).toBe(`¥${(work.price - 10).toFixed(2)}`));
    await user.click(screen.getByRole('button', { name: '确认支付' }));
    expect(await screen.findByRole('heading', { name: /支付成功/ })).toBeVisible();
    expect(screen.getByRole('link', { name: '阅读全文' }).getAttribute('href')).toBe(`/work/${work.id}`);
    expect(document.body.textContent).not.toMatch(/undefined|NaN|\[object Object\]/);
  });

  it('a free work needs no purchase; no id and an unknown work say so', async () => {
    const free = db.works.find((w) => w.price === 0)!;
    await signInAs('individual');
    await openAndFind(`/workPay/${free.id}`, '该作品可免费阅读');
    expect(screen.queryByRole('button', { name: '确认购买' })).not.toBeInTheDocument();
    await openAndFind('/workPay', '未指定要购买的作品');
    await openAndFind('/workPay/99999', '作品信息加载失败');
  });

  // The work fails to load: a retry, and then the order can be placed.
  listStateCases('getWork', 'individual', `/workPay/${pricedWork().id}`, {
    failure: { shows: '作品信息加载失败' },
    loaded: () => screen.findByRole('button', { name: '确认购买' }),
  });

  it('a refused order shows the reason', async () => {
    refuse('createResourceOrder', '该作品暂停销售');
    const [user] = await openPage(`/workPay/${pricedWork().id}`, '作品支付', 'individual');
    await user.click(await screen.findByRole('button', { name: '确认购买' }));
    expect(await screen.findByText('该作品暂停销售')).toBeVisible();
  });
});
