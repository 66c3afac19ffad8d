import type { CheckConfig } from '@/shared/api/generated/model';
import { db } from '../../db/database';
import { maskMobile } from '../../lib/faker';
import type { Account } from '../auth';
import { nextCenterId, type StoredRecord } from '../center';
import type { StoredReport } from '../report';
import { agentPromotionOf } from './promotion';

/**
 * A report made by submitCheck becomes a record of the submitter and, when it was bought with an
 * institution's promotion code, a promotion record of that institution. The records are tag
 * center's table (both centers list them); a check submission adds its own, as the institution
 * center's submissions add theirs.
 */
export function recordCheckSubmission(
  account: Account,
  report: StoredReport,
  config: CheckConfig,
  amount: number,
  promotionCode: string,
): void {
  const base: Omit<StoredRecord, 'id' | 'channel' | 'promotionCode' | 'customer' | 'accountId'> = {
    code: report.code,
    reportCode: report.code,
    service: config.type === 'aigc' || config.type === 'patentCheck' ? config.type : 'check',
    title: report.title,
    author: report.author,
    checkTypeId: config.id,
    checkTypeName: report.checkTypeName,
    status: report.status,
    createTime: report.createTime,
    finishTime: null,
    fileId: null,
    similarity: null,
    amount,
    patentNo: null,
    remark: null,
  };
  db.records.push({
    ...base,
    id: nextCenterId(),
    channel: 'direct',
    promotionCode: promotionCode ? promotionCode.toUpperCase() : null,
    customer: null,
    accountId: account.id,
  });
  const promotion = promotionCode ? agentPromotionOf(promotionCode) : undefined;
  if (promotion) {
    db.records.push({
      ...base,
      id: nextCenterId(),
      channel: 'promotion',
      promotionCode: promotion.code,
      customer: maskMobile(account.mobile),
      accountId: promotion.accountId,
    });
  }
}
