import type { Coupon, CouponStatus, Order, PayType, PrivateResource } from '@/shared/api/generated/model';
import { commit, db } from '../../db/database';
import { formatDateTime } from '../../lib/date-time';
import { includesText, pageOf, pagingOf, termsOf } from '../../lib/lists';
import { onApi } from '../../lib/on-api';
import { businessNumber, idOf, oneOf, round2, searchOf } from '../../lib/params';
import { fail, okData, readJson, unauthorized } from '../../lib/respond';
import { accountOf, type Account } from '../auth';
import type { StoredCoupon, StoredOrder } from './tables';

/** What ordering and paying answer when they refuse. */
const RESOURCE_MESSAGES = {
  orderNotFound: '订单不存在',
  orderTarget: '请选择要购买的资源包或作品',
  packageMissing: '资源包不存在',
  workMissing: '作品不存在',
  workFree: '该作品可免费阅读，无需购买',
  couponMissing: '优惠券不存在',
  couponUnavailable: '优惠券不可用',
  couponThreshold: (threshold: number): string => `订单金额未满 ${threshold} 元，不能使用该优惠券`,
  couponUsed: '优惠券已被使用，请重新下单',
  orderPaid: '订单已支付，请勿重复支付',
  orderClosed: '订单已关闭',
  payType: '请选择支付方式',
  balance: '余额不足，请选择其他支付方式',
} as const;

const COUPON_STATUSES: readonly CouponStatus[] = ['available', 'used', 'expired'];
const PAY_TYPES: readonly PayType[] = ['wechat', 'alipay', 'balance'];

function toCoupon({ accountId: _accountId, ...coupon }: StoredCoupon): Coupon {
  return coupon;
}

function toOrder({ accountId: _accountId, ...order }: StoredOrder): Order {
  return order;
}

function ownsPackage(account: Account, packageIds: readonly number[]): boolean {
  return db.purchases.some(
    (purchase) => purchase.accountId === account.id && purchase.packageId !== undefined && packageIds.includes(purchase.packageId),
  );
}

/** Resources (tag `resource`): packages, private resources, orders and payment, my coupons. */
export const handlers = [
  onApi('listResourcePackages', () => okData([...db.packages].sort((a, b) => a.price - b.price || a.id - b.id))),

  onApi('listPrivateResources', ({ request }) => {
    const account = accountOf(request);
    if (!account) return unauthorized();
    const params = searchOf(request);
    const terms = termsOf(params.get('keyword'));
    const rows = db.resources
      .filter((resource) => terms.every((term) => [resource.title, resource.summary, resource.category].some((t) => includesText(t, term))))
      .map((resource): PrivateResource => {
        const accessible = ownsPackage(account, resource.packageIds);
        return { ...resource, accessible, fileId: accessible ? resource.fileId : null };
      });
    return okData(pageOf(rows, pagingOf(params)));
  }),

  onApi('createResourceOrder', async ({ request }) => {
    const account = accountOf(request);
    if (!account) return unauthorized();
    const body = await readJson(request);
    const packageId = body.packageId === undefined || body.packageId === null ? undefined : idOf(body.packageId);
    const workId = body.workId === undefined || body.workId === null ? undefined : idOf(body.workId);
    if ((packageId === undefined) === (workId === undefined)) return fail(500, RESOURCE_MESSAGES.orderTarget);
    let subject: string;
    let amount: number;
    if (packageId !== undefined) {
      const pack = db.packages.find((candidate) => candidate.id === packageId);
      if (!pack) return fail(500, RESOURCE_MESSAGES.packageMissing);
      subject = pack.name;
      amount = pack.price;
    } else {
      const work = db.works.find((candidate) => candidate.id === workId);
      if (!work) return fail(500, RESOURCE_MESSAGES.workMissing);
      if (work.price <= 0) return fail(500, RESOURCE_MESSAGES.workFree);
      subject = `《${work.title}》全文`;
      amount = work.price;
    }
    let discountAmount = 0;
    let couponId: number | undefined;
    if (body.couponId !== undefined && body.couponId !== null && body.couponId !== '') {
      const coupon = db.coupons.find((candidate) => candidate.id === idOf(body.couponId) && candidate.accountId === account.id);
      if (!coupon) return fail(500, RESOURCE_MESSAGES.couponMissing);
      if (coupon.status !== 'available') return fail(500, RESOURCE_MESSAGES.couponUnavailable);
      if (coupon.threshold > amount) return fail(500, RESOURCE_MESSAGES.couponThreshold(coupon.threshold));
      couponId = coupon.id;
      discountAmount = Math.min(coupon.amount, amount);
    }
    const order: StoredOrder = {
      id: businessNumber('DD', db.nextOrderSeq),
      accountId: account.id,
      subject,
      ...(packageId !== undefined ? { packageId } : {}),
      ...(workId !== undefined ? { workId } : {}),
      ...(couponId !== undefined ? { couponId } : {}),
      amount,
      discountAmount,
      payAmount: round2(amount - discountAmount),
      status: 'unpaid',
      createTime: formatDateTime(new Date()),
    };
    db.nextOrderSeq += 1;
    db.orders.push(order);
    commit();
    return okData(toOrder(order));
  }),

  onApi('getResourceOrder', ({ params, request }) => {
    const account = accountOf(request);
    if (!account) return unauthorized();
    const order = db.orders.find((candidate) => candidate.id === params.orderId && candidate.accountId === account.id);
    return order ? okData(toOrder(order)) : fail(404, RESOURCE_MESSAGES.orderNotFound);
  }),

  onApi('payResourceOrder', async ({ params, request }) => {
    const account = accountOf(request);
    if (!account) return unauthorized();
    const order = db.orders.find((candidate) => candidate.id === params.orderId && candidate.accountId === account.id);
    if (!order) return fail(404, RESOURCE_MESSAGES.orderNotFound);
    if (order.status === 'paid') return fail(500, RESOURCE_MESSAGES.orderPaid);
    if (order.status === 'closed') return fail(500, RESOURCE_MESSAGES.orderClosed);
    const payType = oneOf(PAY_TYPES, (await readJson(request)).payType);
    if (!payType) return fail(500, RESOURCE_MESSAGES.payType);
    const coupon = order.couponId === undefined ? undefined : db.coupons.find((candidate) => candidate.id === order.couponId);
    if (coupon && coupon.status !== 'available') return fail(500, RESOURCE_MESSAGES.couponUsed);
    if (payType === 'balance') {
      if (account.leftAmount < order.payAmount) return fail(500, RESOURCE_MESSAGES.balance);
      account.leftAmount = round2(account.leftAmount - order.payAmount);
    }
    if (coupon) coupon.status = 'used';
    order.status = 'paid';
    order.payType = payType;
    order.payTime = formatDateTime(new Date());
    db.purchases.push({
      accountId: account.id,
      ...(order.packageId !== undefined ? { packageId: order.packageId } : {}),
      ...(order.workId !== undefined ? { workId: order.workId } : {}),
    });
    commit();
    return okData(toOrder(order));
  }),

  onApi('listMyCoupons', ({ request }) => {
    const account = accountOf(request);
    if (!account) return unauthorized();
    const params = searchOf(request);
    const status = oneOf(COUPON_STATUSES, params.get('status'));
    const rows = db.coupons
      .filter((coupon) => coupon.accountId === account.id && (!status || coupon.status === status))
      .sort((a, b) => a.endTime.localeCompare(b.endTime) || a.id - b.id)
      .map(toCoupon);
    return okData(pageOf(rows, pagingOf(params)));
  }),
];
