import type { PromotionValidation } from '@/shared/api/generated/model';
import { db, type MockDatabase } from '../../db/database';
import { formatDate } from '../../lib/date-time';
import type { Whole } from '../../lib/whole';
import { CHECK_MESSAGES } from './messages';
import type { PromotionCode } from './tables';

/**
 * An institution's promotion code by its text, enabled or not. Tag institution writes them; a
 * check finds them in the store, so validating a code needs nothing of the institution center.
 */
export function agentPromotionOf(code: string): MockDatabase['promotions'][number] | undefined {
  const wanted = code.trim().toUpperCase();
  return db.promotions.find((promotion) => promotion.code === wanted);
}

/** The mock always says how much a valid code takes off. */
type Verdict = Whole<PromotionValidation, 'checkType' | 'message'>;

/** The platform's codes (this tag's table) and the institutions' own (while enabled). */
export function promotionVerdict(code: string, type: string | null): { verdict: Verdict; promotion?: PromotionCode } {
  const agentCode = agentPromotionOf(code);
  const promotion: PromotionCode | undefined =
    db.promotionCodes.find((candidate) => candidate.code === code.trim().toUpperCase()) ??
    (agentCode
      ? {
          code: agentCode.code,
          type: agentCode.service,
          checkTypeId: agentCode.checkTypeId,
          discount: agentCode.discount,
          validUntil: agentCode.validUntil,
        }
      : undefined);
  const invalid = (message: string): { verdict: Verdict } => ({ verdict: { valid: false, discount: 1, message } });
  if (!promotion) return invalid(CHECK_MESSAGES.promotionUnknown);
  if (agentCode && !agentCode.enabled) return invalid(CHECK_MESSAGES.promotionDisabled);
  if (promotion.validUntil < formatDate(new Date())) return invalid(CHECK_MESSAGES.promotionExpired);
  if (type && type !== promotion.type) return invalid(CHECK_MESSAGES.promotionOtherService);
  const checkType = db.checkConfigs.find((config) => config.id === promotion.checkTypeId);
  return { verdict: { valid: true, discount: promotion.discount, ...(checkType ? { checkType } : {}) }, promotion };
}
