import type { Card, CardBatch } from '@/shared/api/generated/model';
import { commit, db } from '../../db/database';
import { isValidDay } from '../../lib/date-time';
import { dayParam, inDayRange, includesText, pageOf, pagingOf, termsOf } from '../../lib/lists';
import { onApi } from '../../lib/on-api';
import { oneOf, round2, searchOf } from '../../lib/params';
import { csvResponse, fail, okData, readJson, text, toCsv } from '../../lib/respond';
import type { Whole } from '../../lib/whole';
import type { Account } from '../auth';
import { CODE_ALPHABET, checkConfigOf, dictLabel, length, nextCenterId, now, numberOf, only, randomFrom, today } from '../center';
import { checkTypeNameOf } from '../check';
import { INSTITUTION_MESSAGES } from './messages';
import type { StoredCard, StoredCardBatch } from './tables';

function cardStatusOf(card: StoredCard, batch: StoredCardBatch): NonNullable<Card['status']> {
  if (card.used) return '1';
  return batch.expireDate < today() ? '2' : '0';
}

function toCardBatch(batch: StoredCardBatch): CardBatch {
  const cards = db.cards.filter((card) => card.batchId === batch.id);
  const statuses = cards.map((card) => cardStatusOf(card, batch));
  const { accountId: _accountId, ...rest } = batch;
  return {
    ...rest,
    count: cards.length,
    usedCount: statuses.filter((status) => status === '1').length,
    unusedCount: statuses.filter((status) => status === '0').length,
    expiredCount: statuses.filter((status) => status === '2').length,
  };
}

function cardsOf(main: Account, params: URLSearchParams): Whole<Card>[] {
  const batches = new Map(db.cardBatches.filter((batch) => batch.accountId === main.id).map((batch) => [batch.id, batch]));
  const batchId = numberOf(params.get('batchId'));
  const status = oneOf(['0', '1', '2'] as const, params.get('status'));
  const terms = termsOf(params.get('keyword'));
  const rows: Whole<Card>[] = [];
  for (const card of db.cards) {
    const batch = batches.get(card.batchId);
    if (!batch || (batchId !== undefined && batch.id !== batchId)) continue;
    const cardStatus = cardStatusOf(card, batch);
    if (status && cardStatus !== status) continue;
    if (!terms.every((term) => includesText(card.cardNo, term))) continue;
    rows.push({
      id: card.id,
      batchId: batch.id,
      batchNo: batch.batchNo,
      cardNo: card.cardNo,
      cardSecret: card.cardSecret,
      checkTypeName: batch.checkTypeName,
      faceValue: batch.faceValue,
      status: cardStatus,
      expireDate: batch.expireDate,
      usedTime: card.usedTime,
      usedBy: card.usedBy,
      createTime: batch.createTime,
    });
  }
  return rows.sort((a, b) => b.createTime.localeCompare(a.createTime) || b.batchId - a.batchId || a.id - b.id);
}

/** The institution center (tag `institution`): the main account's card batches and cards. */
export const institutionCardHandlers = [
  onApi(
    'listCardBatches',
    only('agentLord', (account, { request }) => {
      const params = searchOf(request);
      const terms = termsOf(params.get('keyword'));
      const begin = dayParam(params.get('beginTime'));
      const end = dayParam(params.get('endTime'));
      const rows = db.cardBatches
        .filter(
          (batch) =>
            batch.accountId === account.id &&
            inDayRange(batch.createTime, begin, end) &&
            terms.every((term) => includesText(batch.name, term) || includesText(batch.batchNo, term)),
        )
        .sort((a, b) => b.createTime.localeCompare(a.createTime) || b.id - a.id)
        .map(toCardBatch);
      return okData(pageOf(rows, pagingOf(params)));
    }),
  ),

  onApi(
    'createCardBatch',
    only('agentLord', async (account, { request }) => {
      const body = await readJson(request);
      const name = text(body, 'name').trim();
      const config = checkConfigOf(body.checkTypeId, ['check', 'aigc']);
      const count = numberOf(body.count);
      const faceValue =
        body.faceValue === undefined || body.faceValue === null || body.faceValue === '' ? config?.price : numberOf(body.faceValue);
      const expireDate = text(body, 'expireDate').trim();
      if (!name) return fail(500, INSTITUTION_MESSAGES.batchNameMissing);
      if (length(name) > 30) return fail(500, INSTITUTION_MESSAGES.batchNameLong);
      if (!config) return fail(500, INSTITUTION_MESSAGES.checkTypeMissing);
      if (count === undefined || !Number.isInteger(count) || count < 1 || count > 1000)
        return fail(500, INSTITUTION_MESSAGES.cardCountInvalid);
      if (faceValue === undefined || faceValue < 0 || faceValue > 10_000) return fail(500, INSTITUTION_MESSAGES.faceValueInvalid);
      if (!isValidDay(expireDate) || expireDate < today()) return fail(500, INSTITUTION_MESSAGES.expireDateInvalid);
      const day = today().replaceAll('-', '');
      const sameDay = db.cardBatches.filter((batch) => batch.batchNo.startsWith(`KP${day}`)).length;
      const batch: StoredCardBatch = {
        id: nextCenterId(),
        accountId: account.id,
        batchNo: `KP${day}${String(sameDay + 1).padStart(4, '0')}`,
        name,
        checkTypeId: config.id,
        checkTypeName: checkTypeNameOf(config),
        faceValue: round2(faceValue),
        expireDate,
        createTime: now(),
      };
      db.cardBatches.push(batch);
      const taken = new Set(db.cards.map((card) => card.cardNo));
      for (let n = 0; n < count; n += 1) {
        let cardNo: string;
        do cardNo = `JC${randomFrom('0123456789', 10)}`;
        while (taken.has(cardNo));
        taken.add(cardNo);
        db.cards.push({
          id: nextCenterId(),
          batchId: batch.id,
          cardNo,
          cardSecret: randomFrom(CODE_ALPHABET, 12),
          used: false,
          usedTime: null,
          usedBy: null,
        });
      }
      commit();
      return okData(toCardBatch(batch));
    }),
  ),

  onApi(
    'listCards',
    only('agentLord', (account, { request }) => {
      const params = searchOf(request);
      return okData(pageOf(cardsOf(account, params), pagingOf(params)));
    }),
  ),

  onApi(
    'exportCards',
    only('agentLord', (account, { request }) => {
      const params = searchOf(request);
      const cards = cardsOf(account, params);
      const batch = db.cardBatches.find(
        (candidate) => candidate.accountId === account.id && candidate.id === numberOf(params.get('batchId')),
      );
      const header = ['批次号', '卡号', '卡密', '检测类型', '面值(元)', '状态', '有效期至', '使用时间', '使用人'];
      const rows = cards.map((card) => [
        card.batchNo,
        card.cardNo,
        card.cardSecret,
        card.checkTypeName,
        card.faceValue,
        dictLabel('card_status', card.status),
        card.expireDate,
        card.usedTime,
        card.usedBy,
      ]);
      return csvResponse(`卡密明细-${batch ? batch.batchNo : today().replaceAll('-', '')}.csv`, toCsv(header, rows));
    }),
  ),
];
