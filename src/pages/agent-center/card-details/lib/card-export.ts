import { compactDay, todayInBeijing } from '@/shared/lib/format';

/** 卡密明细-KP2026110001-20261207.csv, or 卡密明细-全部批次-20261207.csv across batches. */
export function cardExportFileName(batchNo: string | undefined, today = todayInBeijing()): string {
  return `卡密明细-${batchNo ?? '全部批次'}-${compactDay(today)}.csv`;
}

/** ABCD****WXYZ: enough to tell cards apart on a shared screen, not enough to redeem one. */
export function maskSecret(secret: string): string {
  return secret.length <= 8 ? '*'.repeat(secret.length) : `${secret.slice(0, 4)}${'*'.repeat(secret.length - 8)}${secret.slice(-4)}`;
}
