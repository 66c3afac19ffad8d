import type { Faker } from '@faker-js/faker';
import type { ExpertDetail, Interview } from '@/shared/api/generated/model';
import { imageViewPath } from '../../lib/contract-path';
import { formatDateTime } from '../../lib/date-time';
import { COLLEGE_OF, DISCIPLINES, EXPERT_TITLES, HONORS, INSTITUTES, UNIVERSITIES, type DisciplinePool } from '../../lib/pools';
import type { Whole } from '../../lib/whole';
import { interviewVideoUrl } from './demo-video';

/**
 * The expert directory's rows: the contract's detail types whole (a list answer is a projection of
 * them). A scholar's entry is not a row here: directory.ts builds it from the scholar's profile.
 */
export type StoredExpert = Whole<ExpertDetail>;
export type StoredInterview = Whole<Interview>;

/** The directory's tables in the store, generated once with the catalogue and never written. */
export interface ExpertTables {
  experts: readonly StoredExpert[];
  interviews: readonly StoredInterview[];
}

export const EXPERT_COUNT = 60;

export const expertAvatarName = (id: number): string => `expert-${id}.svg`;
export const interviewPosterName = (id: number): string => `interview-${id}.svg`;

const PROVINCES = ['江苏', '浙江', '湖北', '湖南', '四川', '山东', '河南', '福建', '陕西', '安徽', '广东', '江西'];
const ABROAD = ['美国斯坦福大学', '英国剑桥大学', '德国马普研究所', '日本东京大学', '新加坡国立大学', '加拿大多伦多大学'];
const SOCIETY_ROLES = ['理事', '常务理事', '副秘书长', '专业委员会委员'];

const HUMANITIES = new Set(['经济学', '法学', '教育学', '马克思主义理论', '中国语言文学', '管理学', '历史学']);

/** Research institutes that plausibly employ someone of the discipline. */
function institutesFor(discipline: DisciplinePool): readonly string[] {
  const social = HUMANITIES.has(discipline.name);
  return INSTITUTES.filter((name) => (social ? !/数字|材料/.test(name) : !/社会/.test(name)));
}

function disciplineOf(index: number): DisciplinePool {
  return DISCIPLINES[index % DISCIPLINES.length] as DisciplinePool;
}

/** Unique names: two experts with the same name would make the directory's search ambiguous. */
function uniqueName(f: Faker, taken: Set<string>): string {
  for (;;) {
    const name = f.person.fullName().replace(/\s+/g, '');
    if (!taken.has(name) && Array.from(name).length >= 2) {
      taken.add(name);
      return name;
    }
  }
}

export function seedExperts(f: Faker): StoredExpert[] {
  const taken = new Set<string>();
  return Array.from({ length: EXPERT_COUNT }, (_, index): StoredExpert => {
    const id = index + 1;
    const discipline = disciplineOf(index);
    const title = f.helpers.weightedArrayElement(EXPERT_TITLES);
    const researcher = title.includes('研究员');
    const institution =
      researcher && f.datatype.boolean(0.7) ? f.helpers.arrayElement(institutesFor(discipline)) : f.helpers.arrayElement(UNIVERSITIES);
    const college = INSTITUTES.includes(institution) ? '' : (COLLEGE_OF[discipline.name] ?? '');
    const name = uniqueName(f, taken);
    const [topicA, topicB] = f.helpers.arrayElements(discipline.topics, 2);
    const interests = [topicA, topicB, ...f.helpers.arrayElements(discipline.keywords, 2)].filter((s): s is string => !!s);
    const birthYear = f.number.int({ min: 1962, max: 1988 });
    const bachelorYear = birthYear + 22;
    const doctorYear = bachelorYear + f.number.int({ min: 4, max: 6 });
    const senior = title === '教授' || title === '研究员';
    const honors = f.helpers.arrayElements(HONORS, senior ? f.number.int({ min: 1, max: 3 }) : f.number.int({ min: 0, max: 1 }));
    const projects = f.number.int({ min: 3, max: 18 });
    const papers = f.number.int({ min: 20, max: 160 });
    const books = f.number.int({ min: 1, max: 6 });
    const supervisor = senior || f.datatype.boolean(0.3) ? '博士生导师' : '硕士生导师';
    const bachelorSchool = f.helpers.arrayElement(UNIVERSITIES);
    const doctorSchool = f.helpers.arrayElement(UNIVERSITIES);

    const bio = [
      `${name}，${birthYear}年生，${f.helpers.arrayElement(PROVINCES)}人，${institution}${college}${title}、${supervisor}。` +
        `${doctorYear}年毕业于${doctorSchool}，获${discipline.name}博士学位，` +
        `曾在${f.helpers.arrayElement(ABROAD)}访问研究一年。`,
      `长期从事${topicA}与${topicB}方面的研究，主持${f.helpers.arrayElement(['国家自然科学基金', '国家社会科学基金', '国家重点研发计划课题'])}等科研项目${projects}项，` +
        `在国内外重要学术期刊发表论文${papers}篇，出版学术专著${books}部，研究成果多次被相关部门采纳。`,
      `${honors.length > 0 ? `系${honors.join('、')}。` : ''}现兼任中国${discipline.short}学会${f.helpers.arrayElement(SOCIETY_ROLES)}，` +
        `并担任多家核心期刊编委，指导的研究生多人获得优秀学位论文。`,
    ].join('\n\n');

    return {
      id,
      name,
      avatar: imageViewPath(expertAvatarName(id)),
      title,
      discipline: discipline.name,
      field: `${topicA}、${topicB}`,
      institution,
      summary: `${institution}${college}${title}，${supervisor}，主要从事${topicA}与${topicB}研究。`,
      researchInterests: interests,
      // Counted from the works and interviews once those exist (see createContent).
      worksCount: 0,
      interviewCount: 0,
      fansCount: f.number.int({ min: 40, max: 6800 }),
      bio,
      education: [
        `${bachelorYear - 4}–${bachelorYear} ${bachelorSchool} 学士`,
        `${bachelorYear}–${doctorYear} ${doctorSchool} ${discipline.name} 博士`,
      ],
      honors,
    };
  });
}

const INTERVIEW_TITLES: ReadonlyArray<(name: string, topic: string, keyword: string) => string> = [
  (name, topic) => `对话${name}：${topic}的机遇与挑战`,
  (name, topic) => `${name}谈${topic}：从基础研究到应用落地`,
  (name, _topic, keyword) => `学术访谈｜${name}：如何做好${keyword}研究`,
  (name, topic) => `${topic}前沿讲座（主讲：${name}）`,
  (name, _topic, keyword) => `青年学者成长之路——专访${name}谈${keyword}`,
  (name, topic) => `${name}：${topic}研究的中国方案`,
];

/** Interviews of about three quarters of the experts, one or two each, newest first. */
export function seedInterviews(f: Faker, experts: readonly StoredExpert[]): StoredInterview[] {
  const rows: Array<Omit<StoredInterview, 'id'>> = [];
  for (const expert of experts) {
    if (!f.datatype.boolean(0.75)) continue;
    const discipline = DISCIPLINES.find((d) => d.name === expert.discipline) ?? disciplineOf(0);
    const count = f.number.int({ min: 1, max: 2 });
    for (let n = 0; n < count; n += 1) {
      const topic = f.helpers.arrayElement(discipline.topics);
      const keyword = f.helpers.arrayElement(discipline.keywords);
      rows.push({
        expertId: expert.id,
        expertName: expert.name,
        title: f.helpers.arrayElement(INTERVIEW_TITLES)(expert.name, topic, keyword),
        summary:
          `${expert.institution}${expert.title}${expert.name}做客学术访谈栏目，围绕${topic}的研究进展、` +
          `${keyword}等话题分享了自己的思考，并对青年学者的选题与写作提出了建议。`,
        duration: f.number.int({ min: 8, max: 55 }) * 60 + f.number.int({ min: 0, max: 59 }),
        poster: '',
        videoUrl: '',
        publishTime: formatDateTime(f.date.between({ from: '2024-01-05T09:00:00+08:00', to: '2026-11-20T18:00:00+08:00' })),
        views: f.number.int({ min: 120, max: 36000 }),
      });
    }
  }
  rows.sort((a, b) => b.publishTime.localeCompare(a.publishTime));
  return rows.map((row, index) => {
    const id = index + 1;
    return { ...row, id, poster: imageViewPath(interviewPosterName(id)), videoUrl: interviewVideoUrl(id) };
  });
}
