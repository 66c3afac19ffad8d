import type { PromotionCodeItem, PromotionStatus } from '@/shared/api/generated/model';
import { commit, db } from '../../db/database';
import { isValidDay } from '../../lib/date-time';
import { includesText, pageOf, pagingOf, termsOf } from '../../lib/lists';
import { onApi } from '../../lib/on-api';
import { oneOf, round2, searchOf } from '../../lib/params';
import { fail, notFound, okData, readJson, text } from '../../lib/respond';
import { CODE_ALPHABET, checkConfigOf, idOf, length, nextCenterId, now, numberOf, only, randomFrom, today } from '../center';
import { checkTypeNameOf } from '../check';
import { INSTITUTION_MESSAGES } from './messages';
import type { StoredPromotion } from './tables';

const PROMOTION_STATUSES: readonly PromotionStatus[] = ['enabled', 'disabled', 'expired'];
const PROMOTION_CODE = /^[A-Z0-9]{4,16}$/;

function promotionStatusOf(promotion: StoredPromotion): PromotionStatus {
  if (promotion.validUntil < today()) return 'expired';
  return promotion.enabled ? 'enabled' : 'disabled';
}

function toPromotionItem(promotion: StoredPromotion): PromotionCodeItem {
  const used = db.records.filter(
    (record) => record.channel === 'promotion' && record.accountId === promotion.accountId && record.promotionCode === promotion.code,
  );
  const { accountId: _accountId, enabled: _enabled, ...rest } = promotion;
  return {
    ...rest,
    checkTypeName: checkTypeNameOf(db.checkConfigs.find((config) => config.id === promotion.checkTypeId)),
    status: promotionStatusOf(promotion),
    useCount: used.length,
    totalAmount: round2(used.reduce((sum, record) => sum + record.amount, 0)),
    link: promotion.service === 'aigc' ? `/aigc/check/${promotion.code}` : `/promotion/check/${promotion.code}`,
  };
}

/** The institution center (tag `institution`): the main account's promotion codes. */
export const institutionPromotionHandlers = [
  onApi(
    'listPromotionCodes',
    only('agentLord', (account, { request }) => {
      const params = searchOf(request);
      const terms = termsOf(params.get('keyword'));
      const status = oneOf(PROMOTION_STATUSES, params.get('status'));
      const service = oneOf(['check', 'aigc'] as const, params.get('service'));
      const rows = db.promotions
        .filter(
          (promotion) =>
            promotion.accountId === account.id &&
            (!status || promotionStatusOf(promotion) === status) &&
            (!service || promotion.service === service) &&
            terms.every((term) => includesText(promotion.code, term) || includesText(promotion.name, term)),
        )
        .sort((a, b) => b.createTime.localeCompare(a.createTime) || b.id - a.id)
        .map(toPromotionItem);
      return okData(pageOf(rows, pagingOf(params)));
    }),
  ),

  onApi(
    'createPromotionCode',
    only('agentLord', async (account, { request }) => {
      const body = await readJson(request);
      const name = text(body, 'name').trim();
      const config = checkConfigOf(body.checkTypeId, ['check', 'aigc']);
      const discount = numberOf(body.discount);
      const validUntil = text(body, 'validUntil').trim();
      let code = text(body, 'code').trim().toUpperCase();
      if (!name) return fail(500, INSTITUTION_MESSAGES.promotionNameMissing);
      if (length(name) > 30) return fail(500, INSTITUTION_MESSAGES.promotionNameLong);
      if (!config) return fail(500, INSTITUTION_MESSAGES.checkTypeMissing);
      if (discount === undefined || discount < 0.1 || discount > 1 || Math.round(discount * 100) !== discount * 100) {
        return fail(500, INSTITUTION_MESSAGES.discountInvalid);
      }
      if (!isValidDay(validUntil) || validUntil < today()) return fail(500, INSTITUTION_MESSAGES.validUntilInvalid);
      const taken = (candidate: string): boolean =>
        db.promotions.some((promotion) => promotion.code === candidate) ||
        db.promotionCodes.some((promotion) => promotion.code === candidate);
      if (code) {
        if (!PROMOTION_CODE.test(code)) return fail(500, INSTITUTION_MESSAGES.promotionCodeInvalid);
        if (taken(code)) return fail(500, INSTITUTION_MESSAGES.promotionCodeTaken);
      } else {
        do code = `JC${randomFrom(CODE_ALPHABET, 6)}`;
        while (taken(code));
      }
      const promotion: StoredPromotion = {
        id: nextCenterId(),
        accountId: account.id,
        code,
        name,
        service: config.type === 'aigc' ? 'aigc' : 'check',
        checkTypeId: config.id,
        discount,
        validUntil,
        enabled: true,
        createTime: now(),
      };
      db.promotions.push(promotion);
      commit();
      return okData(toPromotionItem(promotion));
    }),
  ),

  onApi(
    'updatePromotionCodeStatus',
    only('agentLord', async (account, { request, params }) => {
      const id = idOf(params.id);
      const promotion = db.promotions.find((candidate) => candidate.id === id && candidate.accountId === account.id);
      if (!promotion) return notFound(INSTITUTION_MESSAGES.promotionMissing);
      const status = oneOf(['enabled', 'disabled'] as const, (await readJson(request)).status);
      if (!status) return fail(500, INSTITUTION_MESSAGES.statusInvalid);
      if (status === 'enabled' && promotionStatusOf(promotion) === 'expired') return fail(500, INSTITUTION_MESSAGES.promotionExpired);
      promotion.enabled = status === 'enabled';
      commit();
      return okData(toPromotionItem(promotion));
    }),
  ),
];
