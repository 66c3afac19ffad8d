import type { Faker } from '@faker-js/faker';
import type { Coupon, Order, PrivateResource, ResourcePackage } from '@/shared/api/generated/model';
import { formatDateTime } from '../../lib/date-time';
import { DISCIPLINES, type DisciplinePool } from '../../lib/pools';
import type { Whole } from '../../lib/whole';
import { SEEDED_IDS } from '../auth/tables';

export type StoredPackage = Whole<ResourcePackage>;

/** `fileId` is the real file; the answer hides it while the resource is not accessible. */
export type StoredResource = Whole<Omit<PrivateResource, 'accessible' | 'fileId'>> & { fileId: string };

export type StoredCoupon = Whole<Coupon> & {
  accountId: number;
};

export type StoredOrder = Whole<Order, 'packageId' | 'workId' | 'couponId' | 'payType' | 'payTime'> & {
  accountId: number;
};

/** A paid order's effect: the account may use the package's resources or read the work. */
export interface Purchase {
  accountId: number;
  packageId?: number;
  workId?: number;
}

/**
 * The resources' tables in the store: packages and resources are generated once with the
 * catalogue; coupons, orders and purchases are written by ordering and paying.
 */
export interface ResourceTables {
  packages: readonly StoredPackage[];
  resources: readonly StoredResource[];
  coupons: StoredCoupon[];
  orders: StoredOrder[];
  purchases: Purchase[];
  nextOrderSeq: number;
}

/**
 * Packages, private resources and coupons: literal where a page or a test relies on the value
 * (prices, thresholds), faker only for the resources' texts.
 */

export const PACKAGE_IDS = { basic: 1, advanced: 2, complete: 3, team: 4 } as const;

export function seedPackages(): StoredPackage[] {
  return [
    {
      id: PACKAGE_IDS.basic,
      name: '基础资源包',
      description: '适合本科生与初入科研的同学，覆盖常用课程讲义与写作模板。',
      price: 99,
      originalPrice: 129,
      validDays: 30,
      benefits: ['私有资源库“基础”资源不限次下载', '每月 10 篇作品全文阅读', '论文检测服务 9 折'],
      resourceCount: 0,
    },
    {
      id: PACKAGE_IDS.advanced,
      name: '学术进阶包',
      description: '适合研究生，增加研究数据集与学科研究报告。',
      price: 299,
      originalPrice: 399,
      validDays: 90,
      benefits: ['包含基础资源包全部权益', '研究数据集与研究报告下载', '每月 50 篇作品全文阅读', '论文检测服务 8 折'],
      resourceCount: 0,
    },
    {
      id: PACKAGE_IDS.complete,
      name: '科研全能包',
      description: '适合青年教师与科研人员，开放私有资源库全部资源。',
      price: 699,
      originalPrice: 899,
      validDays: 365,
      benefits: ['私有资源库全部资源下载', '作品全文阅读不限篇数', 'AIGC 检测 5 次', '专属客服'],
      resourceCount: 0,
    },
    {
      id: PACKAGE_IDS.team,
      name: '团队共享包',
      description: '课题组或教研室共享使用，最多 5 人同时在线。',
      price: 1999,
      originalPrice: 1999,
      validDays: 365,
      benefits: ['科研全能包全部权益', '5 个成员账号', '团队资源使用统计'],
      resourceCount: 0,
    },
  ];
}

const RESOURCE_KINDS: ReadonlyArray<{ category: string; title: (d: DisciplinePool, topic: string, year: number) => string }> = [
  { category: '课程讲义', title: (_d, topic) => `${topic}专题课程讲义（12讲）` },
  { category: '工具模板', title: (d) => `${d.name}学位论文写作模板` },
  { category: '数据集', title: (_d, topic, year) => `${year}年${topic}研究热点数据集` },
  { category: '研究报告', title: (_d, topic, year) => `${topic}发展研究报告（${year}）` },
];

export const resourceFileId = (id: number): string => `resource-${id}`;

/**
 * Thirty resources; lecture notes and templates are in every package, data sets from the advanced
 * package up, reports only in the complete and team packages.
 */
export function seedResources(f: Faker): StoredResource[] {
  const titles = new Set<string>();
  const rows: StoredResource[] = [];
  while (rows.length < 30) {
    const kindIndex = rows.length % RESOURCE_KINDS.length;
    const kind = RESOURCE_KINDS[kindIndex] as (typeof RESOURCE_KINDS)[number];
    const d = f.helpers.arrayElement(DISCIPLINES) as DisciplinePool;
    const topic = f.helpers.arrayElement(d.topics);
    const year = f.number.int({ min: 2023, max: 2026 });
    const title = kind.title(d, topic, year);
    if (titles.has(title)) continue;
    titles.add(title);
    const id = rows.length + 1;
    const packageIds =
      kindIndex <= 1
        ? [1, 2, 3, 4]
        : kindIndex === 2
          ? [PACKAGE_IDS.advanced, PACKAGE_IDS.complete, PACKAGE_IDS.team]
          : [PACKAGE_IDS.complete, PACKAGE_IDS.team];
    rows.push({
      id,
      title,
      category: kind.category,
      summary: `${kind.category}｜${d.name}。${
        kind.category === '数据集'
          ? `收录${topic}相关文献与指标数据${f.number.int({ min: 2, max: 40 })}万条，附字段说明。`
          : kind.category === '研究报告'
            ? `系统梳理${topic}的研究现状、热点与趋势。`
            : kind.category === '课程讲义'
              ? `由${d.name}领域专家编写，适合课程学习与自学。`
              : '含封面、摘要、目录与参考文献格式示例。'
      }`,
      fileId: resourceFileId(id),
      size: f.number.int({ min: 200, max: 52_000 }) * 1024,
      publishTime: formatDateTime(f.date.between({ from: '2025-01-01T09:00:00+08:00', to: '2026-11-18T18:00:00+08:00' })),
      packageIds,
    });
  }
  return rows.sort((a, b) => b.publishTime.localeCompare(a.publishTime));
}

/** The scholar already owns the advanced package, so /privacyResource shows unlocked rows too. */
export function seedPurchases(): Purchase[] {
  return [{ accountId: SEEDED_IDS.scholar, packageId: PACKAGE_IDS.advanced }];
}

export function seedCoupons(): StoredCoupon[] {
  const coupon = (
    id: number,
    accountId: number,
    name: string,
    amount: number,
    threshold: number,
    status: StoredCoupon['status'],
    beginTime: string,
    endTime: string,
  ): StoredCoupon => ({
    id,
    accountId,
    name,
    amount,
    threshold,
    status,
    beginTime,
    endTime,
    description: threshold > 0 ? `订单满 ${threshold} 元可用，减 ${amount} 元` : `无门槛，减 ${amount} 元`,
  });
  const me = SEEDED_IDS.individual;
  return [
    coupon(1, me, '新用户专享券', 10, 0, 'available', '2026-11-01 00:00:00', '2027-06-30 23:59:59'),
    coupon(2, me, '满100减20', 20, 100, 'available', '2026-10-01 00:00:00', '2027-03-31 23:59:59'),
    coupon(3, me, '满300减50', 50, 300, 'available', '2026-11-01 00:00:00', '2027-12-31 23:59:59'),
    coupon(4, me, '科研全能包专享券', 100, 699, 'available', '2026-11-11 00:00:00', '2027-01-31 23:59:59'),
    coupon(5, me, '满50减5', 5, 50, 'used', '2026-05-01 00:00:00', '2026-12-31 23:59:59'),
    coupon(6, me, '满200减30', 30, 200, 'expired', '2026-06-01 00:00:00', '2026-10-31 23:59:59'),
    coupon(7, me, '新春优惠券', 15, 0, 'expired', '2026-01-20 00:00:00', '2026-02-28 23:59:59'),
    coupon(8, me, '无门槛8元券', 8, 0, 'used', '2026-03-01 00:00:00', '2026-09-30 23:59:59'),
    coupon(9, SEEDED_IDS.scholar, '学者专享券', 50, 299, 'available', '2026-09-01 00:00:00', '2027-08-31 23:59:59'),
    coupon(10, SEEDED_IDS.scholar, '满100减10', 10, 100, 'available', '2026-09-01 00:00:00', '2027-08-31 23:59:59'),
  ];
}
