import type { Faker } from '@faker-js/faker';
import type { PeriodicalDetail } from '@/shared/api/generated/model';
import { imageViewPath } from '../../lib/contract-path';
import { CITIES, CORE_INDEXES, DISCIPLINES, FREQUENCIES, UNIVERSITIES, type DisciplinePool } from '../../lib/pools';
import type { Whole } from '../../lib/whole';

export type StoredPeriodical = Whole<PeriodicalDetail>;

/** The journals' table in the store, generated once with the catalogue and never written. */
export interface PeriodicalTables {
  periodicals: readonly StoredPeriodical[];
}

export const PERIODICAL_COUNT = 40;
export const periodicalCoverName = (id: number): string => `periodical-${id}.svg`;

const SOCIAL_SCIENCES = new Set(['经济学', '法学', '教育学', '马克思主义理论', '中国语言文学', '管理学', '历史学']);
const DISTRICTS = ['海淀', '朝阳', '洪山', '武侯', '雁塔', '鼓楼', '天河', '岳麓', '思明', '西湖'];
const ROADS = ['学院', '科学', '文华', '明德', '知行', '博雅'];

const NAME_PATTERNS: ReadonlyArray<(d: DisciplinePool, university: string) => string> = [
  (d) => `${d.short}研究`,
  (d) => `中国${d.short}评论`,
  (d) => `现代${d.short}`,
  (d) => `${d.short}前沿`,
  (d) => `${d.short}与社会`,
  (d, university) => `${university}学报（${SOCIAL_SCIENCES.has(d.name) ? '哲学社会科学版' : '自然科学版'}）`,
  (d) => `${d.short}科学进展`,
  (d) => `${d.short}论坛`,
];

/** ISSN with a valid check digit (mod 11), so a page that validates ISSNs accepts these. */
function issn(f: Faker): string {
  const digits = Array.from({ length: 7 }, () => f.number.int({ min: 0, max: 9 }));
  const sum = digits.reduce((total, digit, index) => total + digit * (8 - index), 0);
  const check = (11 - (sum % 11)) % 11;
  const text = digits.join('');
  return `${text.slice(0, 4)}-${text.slice(4)}${check === 10 ? 'X' : String(check)}`;
}

export function seedPeriodicals(f: Faker): StoredPeriodical[] {
  const names = new Set<string>();
  return Array.from({ length: PERIODICAL_COUNT }, (_, index): StoredPeriodical => {
    const id = index + 1;
    const discipline = DISCIPLINES[index % DISCIPLINES.length] as DisciplinePool;
    let name: string;
    do {
      name = f.helpers.arrayElement(NAME_PATTERNS)(discipline, f.helpers.arrayElement(UNIVERSITIES));
    } while (names.has(name));
    names.add(name);
    const university = /^(.+?)学报/.exec(name)?.[1];
    const sponsor =
      university ?? f.helpers.arrayElement([`中国${discipline.short}学会`, f.helpers.arrayElement(UNIVERSITIES), '中国学术发展研究院']);
    const frequency = f.helpers.arrayElement(FREQUENCIES);
    const indexes = SOCIAL_SCIENCES.has(discipline.name)
      ? f.helpers.arrayElements(['北大核心', 'CSSCI', 'AMI核心'], { min: 0, max: 2 })
      : f.helpers.arrayElements(
          CORE_INDEXES.filter((i) => i !== 'CSSCI'),
          { min: 0, max: 3 },
        );
    const topics = f.helpers.arrayElements(discipline.topics, 3);
    const city = f.helpers.arrayElement(CITIES);
    const foundedYear = f.number.int({ min: 1958, max: 2012 });
    return {
      id,
      name,
      cover: imageViewPath(periodicalCoverName(id)),
      issn: issn(f),
      cn: `${f.number.int({ min: 11, max: 65 })}-${f.string.numeric(4)}/${discipline.cnClass}`,
      sponsor,
      frequency,
      discipline: discipline.name,
      coreIndexes: indexes,
      impactFactor: f.number.float({ min: 0.4, max: 6.8, fractionDigits: 3 }),
      summary: `《${name}》是${sponsor}主办的${discipline.name}学术期刊（${frequency}），主要刊登${topics.join('、')}等方向的原创研究成果。`,
      description: [
        `《${name}》创刊于${foundedYear}年，由${sponsor}主办，是${discipline.name}领域具有较高影响力的学术期刊。` +
          `本刊坚持学术性、创新性与规范性并重，实行双向匿名同行评议制度。`,
        `主要栏目包括：${topics.map((t) => `${t}研究`).join('、')}、学术综述与书评等，` +
          `欢迎国内外学者投稿。本刊已被${indexes.length > 0 ? indexes.join('、') : '中国知网、万方数据等主要数据库'}收录。`,
      ].join('\n\n'),
      foundedYear,
      editorInChief: f.person.fullName().replace(/\s+/g, ''),
      address: `${city}市${f.helpers.arrayElement(DISTRICTS)}区${f.helpers.arrayElement(ROADS)}路${f.number.int({ min: 1, max: 299 })}号`,
      // Counted from the works (see createContent).
      worksCount: 0,
    };
  });
}
