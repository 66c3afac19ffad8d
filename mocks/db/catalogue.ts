import type { ApplicationTables } from '../api/application/tables';
import { articleCoverName, seedArticles, type ArticleTables } from '../api/article/tables';
import { seedPromotionCodes, type CheckTables } from '../api/check/tables';
import { empowerCoverName, seedEmpowerCases, type EmpowerTables } from '../api/empower/tables';
import { expertAvatarName, interviewPosterName, seedExperts, seedInterviews, type ExpertTables } from '../api/expert/tables';
import type { StoredFile } from '../api/file/tables';
import { periodicalCoverName, seedPeriodicals, type PeriodicalTables } from '../api/periodical/tables';
import { seedReports, type ReportTables } from '../api/report/tables';
import { resourceFileId, seedCoupons, seedPackages, seedPurchases, seedResources, type ResourceTables } from '../api/resource/tables';
import { seedWorks, type WorkTables } from '../api/work/tables';
import { textBytes } from '../lib/bytes';
import { seededFaker } from '../lib/faker';
import { PALETTE, avatarSvg, bannerSvg, journalCoverSvg, posterSvg } from '../lib/svg';

/**
 * The public portal's content, the tables of tags expert, article, periodical, work, empower,
 * resource, report and application (and the platform's promotion codes, tag check's), generated
 * together: one faker draws them in a fixed order, and the counts join them (an expert's works,
 * a journal's, a package's resources).
 */
export type ContentData = ExpertTables &
  ArticleTables &
  PeriodicalTables &
  WorkTables &
  EmpowerTables &
  ResourceTables &
  ReportTables &
  ApplicationTables &
  Pick<CheckTables, 'promotionCodes'>;

/** Immutable part: generated once per seed, shared by every reset. */
export type ContentCatalogue = Pick<
  ContentData,
  'experts' | 'interviews' | 'articles' | 'periodicals' | 'works' | 'empowerCases' | 'packages' | 'resources' | 'promotionCodes'
>;

/** Mutable part: orders, payments, coupons, check submissions and applications. */
export type ContentState = Omit<ContentData, keyof ContentCatalogue>;

/**
 * The content data set's own seed and faker instance: generating it never moves the shared faker
 * that the accounts and captchas use, so adding content changed none of their values.
 */
export const CONTENT_SEED = 20261106;

interface Catalogue {
  catalogue: ContentCatalogue;
  files: StoredFile[];
}

let cached: Catalogue | undefined;

const colour = (id: number): string => PALETTE[id % PALETTE.length] ?? PALETTE[0];

function svgFile(fileName: string, svg: string, createTime: string): StoredFile {
  return {
    id: fileName.replace(/\.svg$/, ''),
    fileName,
    originalFilename: fileName,
    type: 'image/svg+xml',
    bytes: textBytes(svg),
    createTime,
  };
}

/**
 * Generated once (a few milliseconds), then shared: resetDatabase() runs after every test, and
 * the catalogue is never mutated (its rows are frozen), so there is nothing to restore.
 */
function buildCatalogue(createTime: string): Catalogue {
  const f = seededFaker(CONTENT_SEED);
  const experts = seedExperts(f);
  const periodicals = seedPeriodicals(f);
  const works = seedWorks(f, experts, periodicals);
  const interviews = seedInterviews(f, experts);
  const articles = seedArticles(f);
  const empowerCases = seedEmpowerCases(f);
  const packages = seedPackages();
  const resources = seedResources(f);

  for (const expert of experts) {
    expert.worksCount = works.filter((work) => work.authors.some((author) => author.expertId === expert.id)).length;
    expert.interviewCount = interviews.filter((interview) => interview.expertId === expert.id).length;
  }
  for (const periodical of periodicals) periodical.worksCount = works.filter((work) => work.periodicalId === periodical.id).length;
  for (const pack of packages) pack.resourceCount = resources.filter((resource) => resource.packageIds.includes(pack.id)).length;

  const files: StoredFile[] = [
    ...experts.map((e) => svgFile(expertAvatarName(e.id), avatarSvg(e.name, colour(e.id)), createTime)),
    ...interviews.map((i) => svgFile(interviewPosterName(i.id), posterSvg(i.title, i.expertName, colour(i.expertId)), createTime)),
    ...periodicals.map((p) =>
      svgFile(periodicalCoverName(p.id), journalCoverSvg(p.name, `${p.frequency} · ISSN ${p.issn}`, colour(p.id)), createTime),
    ),
    ...articles
      .filter((a) => a.cover !== null)
      .map((a) => svgFile(articleCoverName(a.id), bannerSvg(a.category === 'news' ? '新闻动态' : '学术理论', colour(a.id)), createTime)),
    ...empowerCases.map((c) => svgFile(empowerCoverName(c.id), bannerSvg(`${c.category}赋能案例`, colour(c.id + 3)), createTime)),
    ...resources.map((r): StoredFile => ({
      id: resourceFileId(r.id),
      fileName: `${resourceFileId(r.id)}.txt`,
      originalFilename: `${r.title}.txt`,
      type: 'text/plain',
      bytes: textBytes(`${r.title}\n\n${r.summary}\n\n（模拟资源文件，仅用于界面演示。）`),
      createTime,
    })),
  ];

  const freezeAll = <T extends object>(rows: T[]): readonly T[] => Object.freeze(rows.map((row) => Object.freeze(row)));
  return {
    catalogue: {
      experts: freezeAll(experts),
      interviews: freezeAll(interviews),
      articles: freezeAll(articles),
      periodicals: freezeAll(periodicals),
      works: freezeAll(works),
      empowerCases: freezeAll(empowerCases),
      packages: freezeAll(packages),
      resources: freezeAll(resources),
      promotionCodes: freezeAll(seedPromotionCodes()),
    },
    files,
  };
}

/** The mutable part, fresh on every reset. */
function createState(createTime: string): { state: ContentState; files: StoredFile[] } {
  const { reports, files } = seedReports(createTime);
  return {
    state: {
      coupons: seedCoupons(),
      orders: [],
      purchases: seedPurchases(),
      reports,
      applications: [],
      nextOrderSeq: 1,
      nextReportSeq: reports.length + 1,
      nextApplicationSeq: 1,
    },
    files,
  };
}

/** The whole content data set and the files it refers to (images, resources, reports). */
export function createContent(createTime: string): { content: ContentData; files: StoredFile[] } {
  cached ??= buildCatalogue(createTime);
  const { state, files } = createState(createTime);
  return { content: { ...cached.catalogue, ...state }, files: [...cached.files, ...files] };
}
