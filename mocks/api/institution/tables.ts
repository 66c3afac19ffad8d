import type { Faker } from '@faker-js/faker';
import type { CardBatch, CheckConfig, IpRule, PromotionCodeItem } from '@/shared/api/generated/model';
import { formatDateTime } from '../../lib/date-time';
import { maskMobile, randomMobile } from '../../lib/faker';
import type { Whole } from '../../lib/whole';
import { SEEDED_IDS, demoCredentials } from '../auth/tables';

/** A promotion code of an institution; status `expired` is derived, never stored. */
export type StoredPromotion = Whole<
  Omit<PromotionCodeItem, 'status' | 'useCount' | 'totalAmount' | 'link' | 'checkTypeName' | 'service'>
> & {
  /** The main account that owns it. */
  accountId: number;
  service: 'check' | 'aigc';
  enabled: boolean;
};

export type StoredCardBatch = Whole<Omit<CardBatch, 'usedCount' | 'unusedCount' | 'expiredCount' | 'count'>> & { accountId: number };

/** A card; `status` 2 (已过期) is derived from the batch's expiry, so only 0 and 1 are stored. */
export interface StoredCard {
  id: number;
  batchId: number;
  cardNo: string;
  cardSecret: string;
  used: boolean;
  usedTime: string | null;
  usedBy: string | null;
}

export type StoredIpRule = Whole<IpRule> & { accountId: number };

/** The institution center's tables in the store: a main account's promotion codes, card batches and cards, IP rules. */
export interface InstitutionTables {
  promotions: StoredPromotion[];
  cardBatches: StoredCardBatch[];
  cards: StoredCard[];
  ipRules: StoredIpRule[];
}

/**
 * The institution's promotion codes, card batches and allowed IP ranges. Literal where pages and
 * tests rely on them (codes, batch numbers, ranges); faker only for card numbers and use times.
 */

/** `JCDX2026` (check, 八五折) and `JCAIGC` (aigc, 七折) are enabled; see the list for the others. */
export function seedPromotions(nextId: () => number): StoredPromotion[] {
  const promotion = (
    code: string,
    name: string,
    service: 'check' | 'aigc',
    checkTypeId: number,
    discount: number,
    validUntil: string,
    enabled: boolean,
    createTime: string,
  ): StoredPromotion => ({
    id: nextId(),
    accountId: SEEDED_IDS.agentMain,
    code,
    name,
    service,
    checkTypeId,
    discount,
    validUntil,
    enabled,
    createTime,
  });
  return [
    promotion('JCBK2025', '2025届毕业季', 'check', 101, 0.8, '2025-12-31', true, '2025-11-20 10:12:00'),
    promotion('JCDX2026', '图书馆官网', 'check', 101, 0.85, '2027-06-30', true, '2025-12-08 09:30:00'),
    promotion('JCSS2026', '研究生院通知', 'check', 102, 0.8, '2027-03-31', true, '2026-01-06 14:05:00'),
    promotion('JCAIGC', '公众号推文', 'aigc', 201, 0.7, '2027-12-31', true, '2026-02-26 16:40:00'),
    promotion('JCAIGCPRO', '毕业季专场', 'aigc', 202, 0.75, '2026-06-30', true, '2026-03-15 11:20:00'),
    promotion('JCQK2026', '期刊投稿指导', 'check', 104, 0.9, '2027-12-31', false, '2026-04-02 15:00:00'),
  ];
}

interface BatchSpec {
  batchNo: string;
  name: string;
  checkTypeId: number;
  count: number;
  used: number;
  expireDate: string;
  createTime: string;
}

/** Five batches; `KP2026110001` is the newest and unused but for three cards. */
const BATCHES: readonly BatchSpec[] = [
  {
    batchNo: 'KP2025120001',
    name: '2025冬季学期检测卡',
    checkTypeId: 101,
    count: 80,
    used: 76,
    expireDate: '2026-03-31',
    createTime: '2025-12-01 10:00:00',
  },
  {
    batchNo: 'KP2026030001',
    name: '2026春季学期本科论文检测卡',
    checkTypeId: 101,
    count: 200,
    used: 150,
    expireDate: '2026-07-31',
    createTime: '2026-03-02 09:30:00',
  },
  {
    batchNo: 'KP2026050001',
    name: '研究生学位论文检测卡',
    checkTypeId: 102,
    count: 100,
    used: 64,
    expireDate: '2026-12-31',
    createTime: '2026-05-11 14:20:00',
  },
  {
    batchNo: 'KP2026090001',
    name: 'AIGC检测体验卡',
    checkTypeId: 201,
    count: 150,
    used: 40,
    expireDate: '2027-06-30',
    createTime: '2026-09-01 08:45:00',
  },
  {
    batchNo: 'KP2026110001',
    name: '期刊投稿检测卡',
    checkTypeId: 104,
    count: 50,
    used: 3,
    expireDate: '2027-12-31',
    createTime: '2026-11-10 16:00:00',
  },
];

const SECRET_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export function cardSecretOf(pick: (alphabet: string) => string): string {
  return Array.from({ length: 12 }, () => pick(SECRET_ALPHABET)).join('');
}

export function seedCards(
  f: Faker,
  checkConfigs: readonly CheckConfig[],
  nextId: () => number,
  seededAt: Date,
): { batches: StoredCardBatch[]; cards: StoredCard[] } {
  const batches: StoredCardBatch[] = [];
  const cards: StoredCard[] = [];
  const taken = new Set<string>();
  for (const spec of BATCHES) {
    const config = checkConfigs.find((candidate) => candidate.id === spec.checkTypeId);
    const batch: StoredCardBatch = {
      id: nextId(),
      accountId: SEEDED_IDS.agentMain,
      batchNo: spec.batchNo,
      name: spec.name,
      checkTypeId: spec.checkTypeId,
      checkTypeName: config?.name ?? '',
      faceValue: config?.price ?? 0,
      expireDate: spec.expireDate,
      createTime: spec.createTime,
    };
    batches.push(batch);
    const from = new Date(`${spec.createTime.replace(' ', 'T')}+08:00`);
    const until = new Date(Math.min(new Date(`${spec.expireDate}T23:59:59+08:00`).getTime(), seededAt.getTime()));
    for (let n = 0; n < spec.count; n += 1) {
      let cardNo: string;
      do cardNo = `JC${f.string.numeric(10)}`;
      while (taken.has(cardNo));
      taken.add(cardNo);
      const used = n < spec.used;
      cards.push({
        id: nextId(),
        batchId: batch.id,
        cardNo,
        cardSecret: cardSecretOf((alphabet) => f.helpers.arrayElement(alphabet.split(''))),
        used,
        usedTime: used ? formatDateTime(f.date.between({ from, to: until })) : null,
        usedBy: used ? maskMobile(randomMobile(f)) : null,
      });
    }
  }
  return { batches, cards };
}

/** The campus network, the library's reading room, the exit range and one VPN gateway. */
export function seedIpRules(nextId: () => number): StoredIpRule[] {
  const by = demoCredentials.agentMain.username;
  const rule = (startIp: string, endIp: string, cidr: string | null, remark: string, createTime: string): StoredIpRule => ({
    id: nextId(),
    accountId: SEEDED_IDS.agentMain,
    startIp,
    endIp,
    cidr,
    remark,
    createTime,
    createBy: by,
  });
  return [
    rule('10.12.0.0', '10.12.255.255', '10.12.0.0/16', '校园网（主校区）', '2024-03-12 10:20:00'),
    rule('172.20.0.0', '172.20.15.255', '172.20.0.0/20', '图书馆电子阅览室', '2024-03-12 10:26:00'),
    rule('202.115.32.1', '202.115.32.254', null, '学校出口地址段', '2025-06-18 15:02:00'),
    rule('58.48.196.10', '58.48.196.10', null, '信息中心 VPN 网关', '2026-02-27 09:41:00'),
  ];
}
