/**
 * The `check_status` dictionary's values (mocks/api/dict/tables.ts, the contract's Report.status):
 * 0 待支付, 1 待检测, 2 检测中, 3 检测完成, 4 检测失败, 5 已退款. The labels and colours come from
 * the dictionary; what the page offers depends on the phase.
 */
export type ReportPhase = 'done' | 'checking' | 'unpaid' | 'failed' | 'refunded' | 'unknown';

export function reportPhase(status: unknown): ReportPhase {
  switch (String(status ?? '')) {
    case '3':
      return 'done';
    case '1':
    case '2':
      return 'checking';
    case '0':
      return 'unpaid';
    case '4':
      return 'failed';
    case '5':
      return 'refunded';
    default:
      return 'unknown';
  }
}

/** What a reader should know about a report that cannot be downloaded (yet). */
export const PHASE_NOTES: Record<Exclude<ReportPhase, 'done'>, string> = {
  checking: '报告正在检测中，通常几分钟内完成，请稍后刷新查看。',
  unpaid: '该检测订单尚未支付，支付完成后系统将开始检测。',
  failed: '检测未能完成，请检查文档内容后重新提交，或联系客服处理。',
  refunded: '该检测已退款，报告不再提供下载。',
  unknown: '报告状态暂未确认，请稍后刷新查看。',
};
