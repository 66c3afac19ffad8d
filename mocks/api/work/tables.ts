import type { Faker } from '@faker-js/faker';
import type { WorkAuthor, WorkDetail, WorkType } from '@/shared/api/generated/model';
import { formatDate } from '../../lib/date-time';
import { CLASSICS, COLLEGE_OF, DISCIPLINES, FUNDS, INSTITUTES, PUBLISHERS, UNIVERSITIES, type DisciplinePool } from '../../lib/pools';
import type { Whole } from '../../lib/whole';

/** An author of a work; `expertId` when the author is an expert of the directory. */
export type StoredAuthor = Whole<WorkAuthor, 'expertId'>;
export type StoredWork = Whole<Omit<WorkDetail, 'authors'>, 'periodicalId'> & { authors: StoredAuthor[] };

/**
 * The works' table in the store, generated once with the catalogue and never written. Works that
 * scholars publish are tag `scholar`'s (publishedWorks); getWork finds both.
 */
export interface WorkTables {
  works: readonly StoredWork[];
}

/**
 * What the works' seed takes of the directory's experts and of the journals (tags expert,
 * periodical, drawn first from the same faker): the authors it may name and where it may print.
 */
export interface SeedAuthor {
  id: number;
  name: string;
  institution: string;
  discipline: string;
}
export interface SeedJournal {
  id: number;
  name: string;
  discipline: string;
  issn: string;
}

export const WORK_COUNT = 200;
/** How many of the works are theory literature (原典). */
export const ORIGIN_WORK_COUNT = 12;

const ASPECTS = ['影响机制', '实现路径', '演化特征', '评价体系', '关键问题', '实证研究', '理论逻辑', '优化策略', '时空格局', '风险识别'];

export const WORK_TYPE_LABELS: Readonly<Record<WorkType, string>> = {
  journal: '期刊论文',
  thesis: '学位论文',
  conference: '会议论文',
  book: '专著',
  report: '研究报告',
};

const TYPE_WEIGHTS: ReadonlyArray<{ weight: number; value: WorkType }> = [
  { weight: 55, value: 'journal' },
  { weight: 18, value: 'thesis' },
  { weight: 12, value: 'conference' },
  { weight: 8, value: 'book' },
  { weight: 7, value: 'report' },
];

interface Pick3 {
  topic: string;
  method: string;
  aspect: string;
  keyword: string;
  year: number;
  place: string;
}

const PAPER_TITLES: ReadonlyArray<(p: Pick3) => string> = [
  (p) => `基于${p.method}的${p.topic}${p.aspect}研究`,
  (p) => `${p.topic}的${p.aspect}——以${p.place}为例`,
  (p) => `${p.keyword}视角下${p.topic}的${p.aspect}`,
  (p) => `${p.topic}研究进展与展望`,
  (p) => `面向${p.keyword}的${p.topic}方法研究`,
  (p) => `${p.topic}与${p.keyword}的耦合关系研究`,
  (p) => `我国${p.topic}的${p.aspect}分析（${p.year - 10}—${p.year - 1}）`,
];

const BOOK_TITLES: ReadonlyArray<(p: Pick3) => string> = [
  (p) => `${p.topic}导论`,
  (p) => `${p.topic}：理论与实践`,
  (p) => `中国${p.topic}发展报告（${p.year}）`,
];

const REPORT_TITLES: ReadonlyArray<(p: Pick3) => string> = [
  (p) => `${p.year}年${p.topic}发展研究报告`,
  (p) => `${p.topic}现状调查与政策建议`,
];

const ORIGIN_TITLES: ReadonlyArray<(classic: string, p: Pick3) => string> = [
  (classic, p) => `${classic}中的${p.keyword}思想研究`,
  (classic) => `${classic}的文本结构与理论贡献`,
  (classic, p) => `重读${classic}：${p.topic}的经典依据`,
  (classic, p) => `${classic}与${p.topic}的理论关联`,
];

const OPENINGS: ReadonlyArray<(p: Pick3, d: DisciplinePool) => string> = [
  (p) => `近年来，随着${p.keyword}的快速发展，${p.topic}受到学界的广泛关注。`,
  (p, d) => `${p.topic}是${d.name}领域的重要研究方向，也是${p.keyword}的关键环节。`,
  (p) => `针对${p.topic}研究中${p.aspect}认识不足的问题，`,
  (p) => `在${p.keyword}不断推进的背景下，`,
];

function abstractOf(f: Faker, p: Pick3, d: DisciplinePool): string {
  const [findingA, findingB] = f.helpers.arrayElements(d.findings, 2);
  const [kwA, kwB] = f.helpers.arrayElements(d.keywords, 2);
  const opening = f.helpers.arrayElement(OPENINGS)(p, d);
  return (
    `${opening}本文采用${p.method}，围绕${p.topic}的${p.aspect}展开系统研究。` +
    `研究发现：${findingA}；${findingB}。` +
    `在此基础上，文章从${kwA}与${kwB}两个方面提出了对策建议，可为相关研究与实践提供参考。`
  );
}

function originAbstract(classic: string, p: Pick3): string {
  return (
    `${classic}是马克思主义理论的经典文献。本文通过${p.method}，梳理了${classic}的写作背景与文本脉络，` +
    `阐释其关于${p.keyword}的核心论述，并结合${p.topic}的实践，说明经典文本对理解当代问题的方法论意义。` +
    `研究认为，回到经典、读懂原著，是推进${p.topic}研究的重要基础。`
  );
}

function affiliation(institution: string, discipline: string): string {
  return INSTITUTES.includes(institution) ? institution : `${institution}${COLLEGE_OF[discipline] ?? ''}`;
}

function pickAuthors(f: Faker, discipline: DisciplinePool, experts: readonly SeedAuthor[]): StoredAuthor[] {
  const peers = experts.filter((expert) => expert.discipline === discipline.name);
  const authors: StoredAuthor[] = [];
  if (peers.length > 0 && f.datatype.boolean(0.7)) {
    const expert = f.helpers.arrayElement(peers);
    authors.push({ name: expert.name, institution: affiliation(expert.institution, discipline.name), expertId: expert.id });
  }
  const total = f.number.int({ min: Math.max(1, authors.length), max: 4 });
  const home = authors[0]?.institution ?? affiliation(f.helpers.arrayElement(UNIVERSITIES), discipline.name);
  while (authors.length < total) {
    const name = f.person.fullName().replace(/\s+/g, '');
    if (authors.some((author) => author.name === name)) continue;
    // Co-authors usually share the first author's affiliation.
    const institution = f.datatype.boolean(0.6) ? home : affiliation(f.helpers.arrayElement(UNIVERSITIES), discipline.name);
    authors.push({ name, institution });
  }
  return authors;
}

function sourceOf(f: Faker, type: WorkType, discipline: DisciplinePool, journal: SeedJournal | undefined, authors: StoredAuthor[]): string {
  switch (type) {
    case 'journal':
      return journal?.name ?? `${discipline.short}研究`;
    case 'thesis': {
      const school = UNIVERSITIES.find((u) => authors[0]?.institution.startsWith(u)) ?? f.helpers.arrayElement(UNIVERSITIES);
      return `${school}（${f.helpers.arrayElement(['博士', '硕士'])}学位论文）`;
    }
    case 'conference':
      return `第${f.number.int({ min: 8, max: 26 })}届全国${discipline.short}学术会议论文集`;
    case 'book':
      return f.helpers.arrayElement(PUBLISHERS);
    case 'report':
      return f.helpers.arrayElement(INSTITUTES);
  }
}

const PAGE_RANGES: Readonly<Record<WorkType, [number, number]>> = {
  journal: [6, 22],
  thesis: [60, 180],
  conference: [4, 10],
  book: [180, 480],
  report: [20, 90],
};

/** The last day a seeded work may carry: the data set's "today". */
const LAST_DAY = new Date('2026-11-20T12:00:00+08:00');

export function seedWorks(f: Faker, experts: readonly SeedAuthor[], periodicals: readonly SeedJournal[]): StoredWork[] {
  const titles = new Set<string>();
  const marxism = DISCIPLINES.find((d) => d.name === '马克思主义理论') as DisciplinePool;
  return Array.from({ length: WORK_COUNT }, (_, index): StoredWork => {
    const id = index + 1;
    const origin = index < ORIGIN_WORK_COUNT;
    const discipline = origin ? marxism : (f.helpers.arrayElement(DISCIPLINES) as DisciplinePool);
    const type: WorkType = origin ? f.helpers.arrayElement(['journal', 'book'] as const) : f.helpers.weightedArrayElement(TYPE_WEIGHTS);
    const year = f.number.int({ min: 2014, max: 2026 });
    const publish = f.date.between({ from: `${year}-01-05T09:00:00+08:00`, to: year === 2026 ? LAST_DAY : `${year}-12-28T18:00:00+08:00` });
    const pick = (): Pick3 => ({
      topic: f.helpers.arrayElement(discipline.topics),
      method: f.helpers.arrayElement(discipline.methods),
      aspect: f.helpers.arrayElement(ASPECTS),
      keyword: f.helpers.arrayElement(discipline.keywords),
      year,
      place: f.helpers.arrayElement(['长江经济带', '粤港澳大湾区', '东部沿海地区', '西部地区', '京津冀地区', '典型城市群']),
    });
    let p = pick();
    let title: string;
    const classic = f.helpers.arrayElement(CLASSICS);
    for (let attempt = 0; ; attempt += 1) {
      if (origin) title = f.helpers.arrayElement(ORIGIN_TITLES)(classic, p);
      else if (type === 'book') title = f.helpers.arrayElement(BOOK_TITLES)(p);
      else if (type === 'report') title = f.helpers.arrayElement(REPORT_TITLES)(p);
      else title = f.helpers.arrayElement(PAPER_TITLES)(p);
      if (!titles.has(title) || attempt > 50) break;
      p = pick();
    }
    titles.add(title);
    const authors = pickAuthors(f, discipline, experts);
    const journals = periodicals.filter((periodical) => periodical.discipline === discipline.name);
    const journal = type === 'journal' && journals.length > 0 ? f.helpers.arrayElement(journals) : undefined;
    const keywords = Array.from(new Set([p.topic, p.method, ...f.helpers.arrayElements(discipline.keywords, { min: 1, max: 3 })]));
    if (origin) keywords.unshift(classic.replace(/[《》]/g, ''));
    const [minPages, maxPages] = PAGE_RANGES[type];
    const age = 2026 - year;
    return {
      id,
      title,
      type,
      authors,
      abstract: origin ? originAbstract(classic, p) : abstractOf(f, p, discipline),
      keywords,
      year,
      publishDate: formatDate(publish),
      discipline: discipline.name,
      source: sourceOf(f, type, discipline, journal, authors),
      ...(journal ? { periodicalId: journal.id } : {}),
      origin,
      // Older works have had more time to be cited.
      citedCount: f.number.int({ min: 0, max: 12 + age * 28 }),
      downloadCount: f.number.int({ min: 40, max: 600 + age * 700 }),
      institutions: Array.from(new Set(authors.map((author) => author.institution))),
      doi:
        type === 'journal' || type === 'conference'
          ? `10.${f.number.int({ min: 13000, max: 16999 })}/j.issn.${journal?.issn ?? '1000-0000'}.${year}.${f.string.numeric(2)}.${f.string.numeric(3)}`
          : null,
      pageCount: f.number.int({ min: minPages, max: maxPages }),
      price: f.datatype.boolean(0.2)
        ? 0
        : f.helpers.arrayElement(type === 'book' ? [39, 58, 68] : type === 'thesis' ? [20, 30] : [5, 8, 10]),
      fund: f.datatype.boolean(0.5) ? `${f.helpers.arrayElement(FUNDS)}（${f.string.numeric(8)}）` : null,
    };
  });
}
