import { describe, expect, it } from 'vitest';
import type { Coupon, CouponPage, Order, PrivateResourcePage } from '@/shared/api/generated/model';
import { db } from '../../db/database';
import { callApi, envelopeOf } from '../../lib/test-client';
import { get, post } from '../../lib/test-kit';
import { smsLogin } from '../auth/test-kit';
import { PACKAGE_IDS } from './tables';

describe('content: resources, orders and coupons', () => {
  it('refuses the private resources without a token', async () => {
    expect((await envelopeOf(await callApi('listPrivateResources'))).code).toBe(401);
  });

  it('buys a package with a coupon: order, pay, the coupon is used and the resources open', async () => {
    const { token } = await smsLogin();
    const before = await get<PrivateResourcePage>('listPrivateResources', { pageSize: '100' }, token);
    expect(before.rows.every((r) => !r.accessible && r.fileId === null)).toBe(true);

    const available = await get<CouponPage>('listMyCoupons', { status: 'available' }, token);
    const coupon = available.rows.find((c) => c.threshold === 100) as Coupon;
    const order = await post<Order>('createResourceOrder', { packageId: PACKAGE_IDS.advanced, couponId: coupon.id }, token);
    expect(order).toMatchObject({ status: 'unpaid', amount: 299, discountAmount: 20, payAmount: 279, couponId: coupon.id });
    expect(order.id).toMatch(/^DD\d{12}$/);
    expect(await get<Order>(['getResourceOrder', { orderId: `${order.id}` }], {}, token)).toEqual(order);

    const paid = await post<Order>(['payResourceOrder', { orderId: `${order.id}` }], { payType: 'alipay' }, token);
    expect(paid).toMatchObject({ status: 'paid', payType: 'alipay' });
    const again = await envelopeOf(await callApi(['payResourceOrder', { orderId: `${order.id}` }], { token, json: { payType: 'alipay' } }));
    expect(again).toEqual({ code: 500, msg: '订单已支付，请勿重复支付' });

    const used = await get<CouponPage>('listMyCoupons', { status: 'used' }, token);
    expect(used.rows.map((c) => c.id)).toContain(coupon.id);
    const after = await get<PrivateResourcePage>('listPrivateResources', { pageSize: '100' }, token);
    const open = after.rows.filter((r) => r.accessible);
    expect(open.length).toBeGreaterThan(0);
    expect(open.every((r) => r.packageIds?.includes(PACKAGE_IDS.advanced) && typeof r.fileId === 'string')).toBe(true);
    expect((await callApi('downloadV2', { query: { fileId: open[0]?.fileId ?? '' } })).status).toBe(200);
  });

  it('refuses a coupon above its threshold, a used coupon and an order of nothing', async () => {
    const { token } = await smsLogin();
    const fails = async (json: unknown) => envelopeOf(await callApi('createResourceOrder', { token, json }));
    expect(await fails({ packageId: PACKAGE_IDS.basic, couponId: 3 })).toEqual({ code: 500, msg: '订单金额未满 300 元，不能使用该优惠券' });
    expect(await fails({ packageId: PACKAGE_IDS.basic, couponId: 5 })).toEqual({ code: 500, msg: '优惠券不可用' });
    expect(await fails({ packageId: PACKAGE_IDS.basic, couponId: 9 })).toEqual({ code: 500, msg: '优惠券不存在' });
    expect(await fails({})).toEqual({ code: 500, msg: '请选择要购买的资源包或作品' });
  });

  it('pays from the balance only when it suffices, and sells a work’s full text', async () => {
    const { token } = await smsLogin();
    const work = db.works.find((w) => w.price > 0);
    const order = await post<Order>('createResourceOrder', { workId: work?.id }, token);
    expect(order).toMatchObject({ subject: `《${work?.title}》全文`, payAmount: work?.price });
    expect((await post<Order>(['payResourceOrder', { orderId: `${order.id}` }], { payType: 'balance' }, token)).status).toBe('paid');
    const big = await post<Order>('createResourceOrder', { packageId: PACKAGE_IDS.team }, token);
    expect(
      await envelopeOf(await callApi(['payResourceOrder', { orderId: `${big.id}` }], { token, json: { payType: 'balance' } })),
    ).toEqual({
      code: 500,
      msg: '余额不足，请选择其他支付方式',
    });
  });
});
