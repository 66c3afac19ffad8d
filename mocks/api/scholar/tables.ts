import type { Faker } from '@faker-js/faker';
import type { AuthStatus, MyWork, ScholarService, WorkType } from '@/shared/api/generated/model';
import { textBytes } from '../../lib/bytes';
import { formatDate, formatDateTime } from '../../lib/date-time';
import { timeDaysAgo } from '../../lib/faker';
import { COLLEGE_OF, UNIVERSITIES } from '../../lib/pools';
import { PALETTE, posterSvg } from '../../lib/svg';
import type { Whole } from '../../lib/whole';
import { SEEDED_IDS, avatarPathOf } from '../auth/tables';
import { EXPERT_COUNT, type StoredExpert } from '../expert/tables';
import type { StoredFile } from '../file/tables';
import type { StoredWork } from '../work/tables';

/** The scholar 13900139000 (李文博) is this entry of the expert directory: getExpert(61). */
export const SCHOLAR_EXPERT_ID = EXPERT_COUNT + 1;

/** Works published through uploadWork get ids from here on (the catalogue's are 1..200). */
export const PUBLISHED_WORK_ID_BASE = 10_001;

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

/**
 * Scholar services' tables in the store: authentications, profiles (each also an entry of the
 * expert directory), fans and follows, services, and works uploaded or claimed, with the uploads
 * that passed review as public works.
 */
export interface ScholarTables {
  scholarAuths: StoredScholarAuth[];
  scholarProfiles: StoredScholarProfile[];
  fans: StoredFan[];
  attention: StoredAttention[];
  scholarServices: StoredScholarService[];
  myWorks: StoredMyWork[];
  /** Uploads that passed review, as public works (getWork, listExpertWorks). */
  publishedWorks: StoredWork[];
}

/**
 * The scholar 13900139000 (李文博): profile (expert 61), authentications, fans, the experts
 * followed, services, and works in every status. The individual user 13800138000 follows the
 * scholar, so the fan list also shows an account of the data set.
 */

const SCHOLAR = SEEDED_IDS.scholar;
const INSTITUTION = '江城大学马克思主义学院';
const DISCIPLINE = '马克思主义理论';

export function seedScholarProfile(): StoredScholarProfile {
  return {
    accountId: SCHOLAR,
    expertId: SCHOLAR_EXPERT_ID,
    name: '李文博',
    avatar: avatarPathOf(SCHOLAR),
    title: '教授',
    institution: INSTITUTION,
    discipline: DISCIPLINE,
    bio: [
      '李文博，1976年生，湖北人，江城大学马克思主义学院教授、博士生导师，院学术委员会副主任。2005年毕业于京华大学，获马克思主义理论博士学位。',
      '长期从事马克思主义中国化时代化与中国式现代化研究，主持国家社会科学基金重点项目等课题9项，在核心期刊发表论文60余篇，出版学术专著3部。',
      '兼任中国马克思主义学会理事，多家学术期刊编委，指导的研究生多人获省级优秀学位论文。',
    ].join('\n\n'),
    researchInterests: ['中国式现代化', '马克思主义中国化时代化', '唯物史观', '国家治理现代化'],
    education: ['1994–1998 江城大学 哲学 学士', '1998–2001 江城大学 马克思主义理论 硕士', '2001–2005 京华大学 马克思主义理论 博士'],
    honors: ['省级教学名师', '国务院政府特殊津贴专家'],
  };
}

const DOCS: ReadonlyArray<[string, string]> = [
  ['idcard-1002-front', '居民身份证 人像面（演示）'],
  ['idcard-1002-back', '居民身份证 国徽面（演示）'],
  ['material-1002-1', '江城大学 工作证（演示）'],
  ['material-1002-2', '教授 职称证书（演示）'],
];

/** The images the scholar's authentications point at (served by imageView). */
export function scholarDocumentFiles(createTime: string): StoredFile[] {
  return DOCS.map(([id, label], index) => ({
    id,
    fileName: `${id}.svg`,
    originalFilename: `${label}.svg`,
    type: 'image/svg+xml',
    bytes: textBytes(posterSvg(label, '李文博', PALETTE[index % PALETTE.length] ?? '#2a62cc')),
    createTime,
  }));
}

export function seedScholarAuths(): StoredScholarAuth[] {
  return [
    {
      accountId: SCHOLAR,
      status: 2,
      realName: '李文博',
      institution: INSTITUTION,
      title: '教授',
      discipline: DISCIPLINE,
      researchInterests: ['中国式现代化', '马克思主义中国化时代化'],
      materialFileIds: ['material-1002-1', 'material-1002-2'],
      submitTime: '2024-06-05 09:02:47',
      auditTime: '2024-06-07 11:30:00',
      rejectReason: null,
    },
  ];
}

export function seedScholarServices(nextId: () => number): StoredScholarService[] {
  const service = (
    name: string,
    description: string,
    price: number | null,
    unit: string,
    enabled: boolean,
    orderCount: number,
  ): StoredScholarService => ({
    id: nextId(),
    accountId: SCHOLAR,
    name,
    description,
    price,
    unit,
    enabled,
    orderCount,
  });
  return [
    service('学术咨询', '围绕中国式现代化、马克思主义中国化时代化等方向提供一对一学术咨询。', 800, '小时', true, 23),
    service('论文指导', '学位论文与期刊论文的选题、框架设计与修改指导。', 1500, '篇', true, 41),
    service('讲座邀请', '为高校、党政机关及企事业单位开展理论宣讲与专题讲座。', null, '次', true, 12),
    service('课题合作', '联合申报国家社会科学基金及省部级科研项目。', null, '项', false, 3),
    service('期刊审稿', '为学术期刊提供同行评审意见。', 300, '篇', false, 8),
    service('评审咨询', '参与科研项目评审、成果鉴定与职称评审。', 2000, '次', true, 5),
  ];
}

export function seedFollows(
  f: Faker,
  experts: readonly StoredExpert[],
  seededAt: Date,
): { fans: StoredFan[]; attention: StoredAttention[] } {
  const picked = f.helpers.arrayElements(experts, 16);
  const expertFans = picked.slice(0, 8);
  // The scholar follows back half of the experts who follow them, and eight others.
  const followed = [...expertFans.slice(0, 4), ...picked.slice(8, 16)];
  const fans: StoredFan[] = expertFans.map((expert, index) => ({
    scholarAccountId: SCHOLAR,
    userId: 500_000 + expert.id,
    nickName: expert.name,
    avatar: expert.avatar,
    institution: expert.institution,
    expertId: expert.id,
    followTime: formatDateTime(timeDaysAgo(f, seededAt, 20 + index * 37)),
  }));
  for (let n = 0; n < 28; n += 1) {
    const named = f.datatype.boolean(0.7);
    const university = f.helpers.arrayElement(UNIVERSITIES);
    const college = f.helpers.arrayElement(Object.values(COLLEGE_OF));
    fans.push({
      scholarAccountId: SCHOLAR,
      userId: 300_001 + n,
      nickName: named ? f.person.fullName().replace(/\s+/g, '') : `用户${f.string.numeric(4)}`,
      avatar: null,
      institution: f.datatype.boolean(0.6) ? `${university}${college}` : null,
      expertId: null,
      followTime: formatDateTime(timeDaysAgo(f, seededAt, f.number.int({ min: 1, max: 700 }))),
    });
  }
  const attention: StoredAttention[] = followed.map((expert) => ({
    accountId: SCHOLAR,
    expertId: expert.id,
    followTime: formatDateTime(timeDaysAgo(f, seededAt, f.number.int({ min: 3, max: 500 }))),
  }));
  attention.push({ accountId: SEEDED_IDS.individual, expertId: SCHOLAR_EXPERT_ID, followTime: '2026-10-12 20:16:31' });
  for (const expert of f.helpers.arrayElements(experts, 3)) {
    attention.push({
      accountId: SEEDED_IDS.individual,
      expertId: expert.id,
      followTime: formatDateTime(timeDaysAgo(f, seededAt, f.number.int({ min: 3, max: 200 }))),
    });
  }
  return { fans, attention };
}

interface Upload {
  title: string;
  type: WorkType;
  keywords: string[];
  source: string | null;
  publishDate: string | null;
  status: 'published' | 'pending' | 'rejected';
  rejectReason?: string;
  daysAgo: number;
}

const UPLOADS: readonly Upload[] = [
  {
    title: '中国式现代化的理论逻辑与实践路径',
    type: 'journal',
    keywords: ['中国式现代化', '理论逻辑', '实践路径'],
    source: '马克思主义研究前沿',
    publishDate: '2025-09-15',
    status: 'published',
    daysAgo: 400,
  },
  {
    title: '唯物史观视域下的国家治理现代化',
    type: 'journal',
    keywords: ['唯物史观', '国家治理', '现代化'],
    source: '江城大学学报（社会科学版）',
    publishDate: '2026-03-20',
    status: 'published',
    daysAgo: 240,
  },
  {
    title: '马克思主义中国化时代化的历史经验',
    type: 'book',
    keywords: ['马克思主义中国化时代化', '历史经验'],
    source: '人民出版社',
    publishDate: '2026-06-01',
    status: 'published',
    daysAgo: 160,
  },
  {
    title: '共同富裕思想的经典文本溯源',
    type: 'journal',
    keywords: ['共同富裕思想', '经典文本'],
    source: null,
    publishDate: null,
    status: 'pending',
    daysAgo: 3,
  },
  {
    title: '新时代思想政治教育的话语创新',
    type: 'conference',
    keywords: ['新时代思想政治教育', '话语创新'],
    source: '第十二届全国马克思主义理论学术会议',
    publishDate: '2026-10-18',
    status: 'pending',
    daysAgo: 1,
  },
  {
    title: '人类命运共同体理念的哲学意蕴',
    type: 'journal',
    keywords: ['人类命运共同体', '哲学'],
    source: null,
    publishDate: null,
    status: 'rejected',
    rejectReason: '上传文件与填写的题名不一致，请核对后重新上传',
    daysAgo: 60,
  },
  {
    title: '数字时代的意识形态安全研究',
    type: 'report',
    keywords: ['意识形态', '数字时代'],
    source: null,
    publishDate: null,
    status: 'rejected',
    rejectReason: '作品文件不完整，缺少正文部分',
    daysAgo: 30,
  },
];

function abstractOf(upload: Upload): string {
  const [first, second] = upload.keywords;
  return (
    `本文以${first}为研究对象，运用文本研究与理论阐释相结合的方法，系统梳理了${first}${second ? `与${second}` : ''}的理论渊源、` +
    '基本内涵与实践要求。研究认为，理论逻辑、历史逻辑与实践逻辑在这一命题上高度统一，需要在新的实践中不断丰富和发展其内涵。'
  );
}

/** The uploads' files, plain text standing in for the PDFs. */
function workFile(id: number, title: string, createTime: string): StoredFile {
  const fileId = `scholar-work-${id}`;
  return {
    id: fileId,
    fileName: `${fileId}.txt`,
    originalFilename: `${title}.txt`,
    type: 'text/plain',
    bytes: textBytes(`${title}\n\n作者：李文博（${INSTITUTION}）\n\n（模拟作品文件，仅用于界面演示。）`),
    createTime,
  };
}

/** A catalogue work as the account's claimed work (claimed, no files, not audited). */
export function claimedWork(work: StoredWork, id: number, accountId: number, createTime: string): StoredMyWork {
  return {
    id,
    accountId,
    workId: work.id,
    title: work.title,
    type: work.type,
    abstract: work.abstract,
    keywords: [...work.keywords],
    authors: work.authors.map((author) => author.name),
    source: work.source,
    publishDate: work.publishDate,
    status: 'claimed',
    fileIds: [],
    createTime,
    auditTime: null,
    rejectReason: null,
  };
}

export function seedWorksOfScholar(
  f: Faker,
  works: readonly StoredWork[],
  nextId: () => number,
  seededAt: Date,
): { myWorks: StoredMyWork[]; publishedWorks: StoredWork[]; files: StoredFile[] } {
  const myWorks: StoredMyWork[] = [];
  const publishedWorks: StoredWork[] = [];
  const files: StoredFile[] = [];
  for (const upload of UPLOADS) {
    const id = nextId();
    const createTime = formatDateTime(timeDaysAgo(f, seededAt, upload.daysAgo));
    const file = workFile(id, upload.title, createTime);
    files.push(file);
    let workId: number | null = null;
    if (upload.status === 'published') {
      workId = PUBLISHED_WORK_ID_BASE + publishedWorks.length;
      const publishDate = upload.publishDate ?? formatDate(seededAt);
      publishedWorks.push({
        id: workId,
        title: upload.title,
        type: upload.type,
        authors: [{ name: '李文博', institution: INSTITUTION, expertId: SCHOLAR_EXPERT_ID }],
        abstract: abstractOf(upload),
        keywords: upload.keywords,
        year: Number(publishDate.slice(0, 4)),
        publishDate,
        discipline: DISCIPLINE,
        source: upload.source ?? INSTITUTION,
        origin: false,
        citedCount: f.number.int({ min: 0, max: 40 }),
        downloadCount: f.number.int({ min: 30, max: 900 }),
        institutions: [INSTITUTION],
        doi: null,
        pageCount: upload.type === 'book' ? 268 : f.number.int({ min: 8, max: 18 }),
        price: 0,
        fund: upload.type === 'book' ? null : '国家社会科学基金重点项目（21AKS012）',
      });
    }
    myWorks.push({
      id,
      accountId: SCHOLAR,
      workId,
      title: upload.title,
      type: upload.type,
      abstract: abstractOf(upload),
      keywords: upload.keywords,
      authors: ['李文博'],
      source: upload.source,
      publishDate: upload.publishDate,
      status: upload.status,
      fileIds: [file.id],
      createTime,
      auditTime: upload.status === 'pending' ? null : formatDateTime(timeDaysAgo(f, seededAt, Math.max(0, upload.daysAgo - 2))),
      rejectReason: upload.rejectReason ?? null,
    });
  }
  // Claimed: catalogue works of the discipline that no expert wrote.
  const claimable = works.filter((work) => work.discipline === DISCIPLINE && work.authors.every((author) => author.expertId === undefined));
  for (const work of f.helpers.arrayElements(claimable, Math.min(5, claimable.length))) {
    myWorks.push(claimedWork(work, nextId(), SCHOLAR, formatDateTime(timeDaysAgo(f, seededAt, f.number.int({ min: 5, max: 300 })))));
  }
  return { myWorks, publishedWorks, files };
}
