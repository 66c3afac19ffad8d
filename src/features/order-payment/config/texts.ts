import type { PayType } from '@/shared/api/generated/model';

/** The payment panel's words, once. */
export const ORDER_PAYMENT_TEXT = {
  loading: '正在加载订单',
  loadFailed: '订单加载失败',
  closed: '订单已关闭',
  closedHint: '该订单已关闭，无法继续支付，请重新下单。',
  summary: '订单信息',
  orderId: '订单号',
  subject: '购买内容',
  createTime: '下单时间',
  amount: '订单金额',
  discount: '优惠券抵扣',
  payAmount: '应付金额',
  coupons: '优惠券',
  couponsLoading: '正在加载优惠券',
  couponsFailed: '优惠券加载失败',
  couponsEmpty: '暂无可用优惠券',
  noCoupon: '不使用优惠券',
  couponRule: (threshold: string, amount: string): string =>
    threshold !== '0' ? `满 ${threshold} 元减 ${amount} 元` : `无门槛减 ${amount} 元`,
  couponBelowThreshold: (threshold: string): string => `订单满 ${threshold} 元可用`,
  couponValidUntil: (date: string): string => `有效期至 ${date}`,
  recalculating: '正在按所选优惠券重新计算…',
  payType: '支付方式',
  balanceLeft: (amount: string): string => `可用余额 ${amount}`,
  balanceShort: '余额不足',
  pay: '确认支付',
  paying: '正在支付…',
  payFailed: '支付失败，请稍后重试',
  couponFailed: '优惠券使用失败，请稍后重试',
  appPayStarted: '已在客户端发起支付',
  appPayHint: '请在客户端完成支付，完成后点击下方按钮刷新订单状态。',
  appPayDone: '我已完成支付',
  appPayPending: '暂未查询到支付结果，请在客户端完成支付后再试。',
  appBridgeMissing: '客户端支付暂不可用，请升级客户端后重试。',
  paidTitle: '支付成功',
  paidAmount: '实付金额',
  paidBy: '支付方式',
  paidAt: '支付时间',
} as const;

export const PAY_TYPE_LABELS: Record<PayType, string> = {
  wechat: '微信支付',
  alipay: '支付宝',
  balance: '余额支付',
};

export const PAY_TYPES: readonly PayType[] = ['wechat', 'alipay', 'balance'];
