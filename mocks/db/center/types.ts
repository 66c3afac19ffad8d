import type { AuthStatus, CardBatch, IpRule, MyWork, PromotionCodeItem, ScholarService, ServiceRecord } from '@/shared/api/generated/model';
import type { StoredWork } from '../content/types';
import type { Whole } from '../../lib/whole';

/**
 * The center data set's rows. Each is the contract's type plus what only the mock needs (owners,
 * secrets, review deadlines); the extra fields are stripped before answering.
 */

/**
 * A record of any service. `accountName` is not stored (it follows the account's nickname);
 * records of check services carry `reportCode` and read status, file and similarity from that
 * report in db.reports, so /report/{code} and the record always agree.
 */
export type StoredRecord = Whole<Omit<ServiceRecord, 'accountName'>> & {
  /** Set for check, aigc and patentCheck: the linked report's code (equal to `code`). */
  reportCode?: string;
};

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

/** A real-name authentication application (one per account, the latest). */
export interface StoredRealNameAuth {
  accountId: number;
  status: AuthStatus;
  realName: string;
  idNumber: string;
  frontFileId: string;
  backFileId: string;
  submitTime: string;
  auditTime: string | null;
  rejectReason: string | null;
  /** Epoch ms when a pending application is approved (applications sent in this session). */
  reviewAt?: number;
}

export interface StoredScholarAuth {
  accountId: number;
  status: AuthStatus;
  realName: string;
  institution: string;
  title: string;
  discipline: string;
  researchInterests: string[];
  materialFileIds: string[];
  submitTime: string;
  auditTime: string | null;
  rejectReason: string | null;
  reviewAt?: number;
}

/** A scholar's own profile, which is also their entry in the expert directory. */
export interface StoredScholarProfile {
  accountId: number;
  expertId: number;
  name: string;
  avatar: string | null;
  title: string;
  institution: string;
  discipline: string;
  bio: string;
  researchInterests: string[];
  education: string[];
  honors: string[];
}

/** A follower who is not an account of the data set (a reader of the portal). */
export interface StoredFan {
  /** The scholar's account. */
  scholarAccountId: number;
  userId: number;
  nickName: string;
  avatar: string | null;
  institution: string | null;
  expertId: number | null;
  followTime: string;
}

/** An account following an expert. */
export interface StoredAttention {
  accountId: number;
  expertId: number;
  followTime: string;
}

export type StoredScholarService = Whole<ScholarService> & { accountId: number };

export type StoredMyWork = Whole<MyWork> & { accountId: number };

export interface CenterState {
  records: StoredRecord[];
  promotions: StoredPromotion[];
  cardBatches: StoredCardBatch[];
  cards: StoredCard[];
  ipRules: StoredIpRule[];
  realNameAuths: StoredRealNameAuth[];
  scholarAuths: StoredScholarAuth[];
  scholarProfiles: StoredScholarProfile[];
  fans: StoredFan[];
  attention: StoredAttention[];
  scholarServices: StoredScholarService[];
  myWorks: StoredMyWork[];
  /** Uploads that passed review, as public works (getWork, listExpertWorks). */
  publishedWorks: StoredWork[];
  /** The next id of a center row (records, promotion codes, cards, IP rules, scholar data share it). */
  nextCenterId: number;
}
