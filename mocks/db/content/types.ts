import type {
  ArticleDetail,
  Coupon,
  EmpowerCaseDetail,
  ExpertDetail,
  Interview,
  Order,
  PeriodicalDetail,
  PrivateResource,
  Report,
  ResourcePackage,
  WorkAuthor,
  WorkDetail,
} from '@/shared/api/generated/model';
import type { PromotionCode } from '../../api/check/tables';
import type { Whole } from '../../lib/whole';

/**
 * The content data set's rows. Most are exactly the contract's detail types (a list answer is a
 * projection of them); where the mock needs more than the contract shows (owners, secrets,
 * progress), the extra fields are named here and stripped before answering.
 */
export type StoredExpert = Whole<ExpertDetail>;
export type StoredInterview = Whole<Interview>;
export type StoredArticle = Whole<Omit<ArticleDetail, 'prev' | 'next'>>;
export type StoredPeriodical = Whole<PeriodicalDetail>;
export type StoredAuthor = Whole<WorkAuthor, 'expertId'>;
export type StoredWork = Whole<Omit<WorkDetail, 'authors'>, 'periodicalId'> & { authors: StoredAuthor[] };
export type StoredEmpowerCase = Whole<EmpowerCaseDetail>;
export type StoredPackage = Whole<ResourcePackage>;

/** `fileId` is the real file; the answer hides it while the resource is not accessible. */
export type StoredResource = Whole<Omit<PrivateResource, 'accessible' | 'fileId'>> & { fileId: string };

export type StoredCoupon = Whole<Coupon> & {
  accountId: number;
};

export type StoredOrder = Whole<Order, 'packageId' | 'workId' | 'couponId' | 'payType' | 'payTime'> & {
  accountId: number;
};

export type StoredReport = Whole<Report> & {
  /** Printed on the report; /reportValidate asks for it with the code. */
  verifyCode: string;
  /** Who submitted it (absent for seeded reports of other people). */
  accountId?: number;
  /** Epoch ms when a running check finishes (reports made by submitCheck). */
  readyAt?: number;
};

export interface StoredApplication {
  id: string;
  name: string;
  organization: string;
  mobile: string;
  email: string;
  content: string;
  createTime: string;
}

/** A paid order's effect: the account may use the package's resources or read the work. */
export interface Purchase {
  accountId: number;
  packageId?: number;
  workId?: number;
}

/** Immutable part: generated once per seed, shared by every reset. */
export interface ContentCatalogue {
  experts: readonly StoredExpert[];
  interviews: readonly StoredInterview[];
  articles: readonly StoredArticle[];
  periodicals: readonly StoredPeriodical[];
  works: readonly StoredWork[];
  empowerCases: readonly StoredEmpowerCase[];
  packages: readonly StoredPackage[];
  resources: readonly StoredResource[];
  promotionCodes: readonly PromotionCode[];
}

/** Mutable part: orders, payments, coupons, check submissions and applications. */
export interface ContentState {
  coupons: StoredCoupon[];
  orders: StoredOrder[];
  purchases: Purchase[];
  reports: StoredReport[];
  applications: StoredApplication[];
  nextOrderSeq: number;
  nextReportSeq: number;
  nextApplicationSeq: number;
}

export type ContentData = ContentCatalogue & ContentState;
