import type { Faker } from '@faker-js/faker';
import type { ArticleCategory, ArticleDetail } from '@/shared/api/generated/model';
import { API_BASE } from '@/shared/config';
import { imageViewPath } from '../../lib/contract-path';
import { formatDateTime } from '../../lib/date-time';
import { CITIES, CLASSICS, DISCIPLINES, INSTITUTIONS, UNIVERSITIES, type DisciplinePool } from '../../lib/pools';
import type { Whole } from '../../lib/whole';

/** An article as stored: the contract's detail without its neighbours, which are looked up. */
export type StoredArticle = Whole<Omit<ArticleDetail, 'prev' | 'next'>>;

/** The articles' table in the store, generated once with the catalogue and never written. */
export interface ArticleTables {
  articles: readonly StoredArticle[];
}

export const NEWS_COUNT = 40;
export const THEORY_COUNT = 40;
export const articleCoverName = (id: number): string => `article-${id}.svg`;

/**
 * The one article whose HTML carries a `<script>`, an `onerror` attribute and a `javascript:`
 * link: the detail page must render it sanitized (DOMPurify), and its tests use this id.
 */
export const UNSAFE_ARTICLE_ID = 5;

interface Fill {
  institution: string;
  university: string;
  city: string;
  n: number;
  topic: string;
  short: string;
  discipline: string;
  keyword: string;
  classic: string;
  date: string;
}

/** `event`: a meeting or ceremony (people attended); otherwise a report or an announcement. */
const NEWS_TITLES: ReadonlyArray<{ event: boolean; title: (x: Fill) => string }> = [
  { event: true, title: (x) => `${x.university}举办学术诚信建设专题研讨会` },
  { event: true, title: (x) => `第${x.n}届全国${x.short}青年学者论坛在${x.city}召开` },
  { event: true, title: (x) => `${x.institution}与平台签署学术资源共享合作协议` },
  { event: false, title: (x) => `平台新增${x.n * 3}种${x.short}类核心期刊全文资源` },
  { event: true, title: (x) => `${x.city}举行${x.topic}产学研对接会` },
  { event: false, title: (x) => `${x.university}${x.n}项成果获省级优秀科研成果奖` },
  { event: false, title: (x) => `专家解读：${x.topic}领域论文如何规范引用` },
  { event: false, title: (x) => `平台${x.short}专家库新增${x.n * 2}位学者入驻` },
  { event: false, title: (x) => `${x.institution}发布${x.topic}年度研究报告` },
  { event: true, title: (x) => `“${x.topic}”学术沙龙在${x.university}举行` },
];

const FIXED_NEWS: readonly string[] = [
  '平台AIGC内容检测服务全面升级，支持逐段风险提示',
  '学位论文检测报告应该怎么看？一文读懂相似度指标',
  '平台上线报告真伪验证功能，扫码即可核验',
  '关于做好2026年毕业论文检测工作的通知',
  '平台专利价值评估服务正式上线',
  '学术不端行为的常见类型与防范要点',
];

const THEORY_TITLES: ReadonlyArray<(x: Fill) => string> = [
  (x) => `论${x.topic}的理论内涵与实践要求`,
  (x) => `${x.topic}的历史逻辑与时代价值`,
  (x) => `新时代${x.topic}研究的若干思考`,
  // A classic text frames only the Marxist theory articles.
  (x) => (x.discipline === '马克思主义理论' ? `从${x.classic}看${x.topic}` : `${x.topic}研究的方法论反思`),
  (x) => `${x.keyword}：理解${x.topic}的一个视角`,
  (x) => `${x.topic}研究的学术史考察`,
  (x) => `构建中国特色${x.short}学科体系的路径探析`,
];

const SOURCES_NEWS = ['平台编辑部', '学术动态周刊', '高校科研通讯', '科研诚信观察'];
const SOURCES_THEORY = ['理论研究周刊', '学术前沿', '平台理论频道', '社会科学评论（网络版）'];

/** Theory articles lean on the humanities and social sciences, as the portal's 学术理论 column does. */
const THEORY_DISCIPLINES = ['马克思主义理论', '教育学', '经济学', '法学', '管理学', '历史学', '中国语言文学'];

function paragraphs(lines: readonly string[]): string {
  return lines.map((line) => `<p>${line}</p>`).join('\n');
}

function newsContent(f: Faker, title: string, x: Fill, author: string): string {
  const speaker = f.person.fullName().replace(/\s+/g, '');
  return [
    paragraphs([
      `（通讯员 ${author}）${x.date}，${title.replace(/[“”]/g, '')}。来自${f.helpers.arrayElements(UNIVERSITIES, 3).join('、')}等高校和科研院所的百余名专家学者参加了活动。`,
    ]),
    '<h2>聚焦关键问题</h2>',
    paragraphs([
      `与会专家围绕${x.topic}的最新进展、${x.keyword}等议题展开深入交流。${speaker}在主旨报告中指出，学术研究既要坚持问题导向，也要恪守学术规范。`,
      `会上还发布了《${x.topic}研究倡议》，倡议从数据共享、成果评价与学术诚信三个方面加强协同。`,
    ]),
    `<blockquote>“高质量的学术成果，离不开规范的写作与严谨的检测。”——${speaker}</blockquote>`,
    '<h2>下一步安排</h2>',
    '<ul>',
    `<li>组织开展${x.short}领域青年学者写作培训</li>`,
    '<li>完善学术资源共享与成果检测服务</li>',
    `<li>在${x.city}设立区域学术交流中心</li>`,
    '</ul>',
    paragraphs([`据悉，相关活动将每年举办一次，${x.institution}将持续为学术共同体提供服务。`]),
  ].join('\n');
}

function reportContent(f: Faker, title: string, x: Fill, author: string): string {
  const official = f.person.fullName().replace(/\s+/g, '');
  return [
    paragraphs([
      `（通讯员 ${author}）${x.date}，${title.replace(/[“”]/g, '')}。这是${x.institution}在${x.topic}领域持续投入的又一进展。`,
      `相关负责人${official}介绍，近年来${x.short}领域研究成果数量稳步增长，${x.keyword}等方向尤其受到关注，规范、开放的学术服务需求也随之增加。`,
    ]),
    '<h2>主要内容</h2>',
    '<ul>',
    `<li>面向${x.short}领域研究者提供更完整的资源与服务</li>`,
    `<li>围绕${x.keyword}开展专题解读与培训</li>`,
    '<li>持续完善学术诚信与成果评价机制</li>',
    '</ul>',
    paragraphs([`${official}表示，下一步将继续听取师生与科研人员的意见，不断提升服务质量。`]),
  ].join('\n');
}

function theoryContent(f: Faker, x: Fill): string {
  return [
    paragraphs([`${x.topic}是${x.discipline}研究中的重大课题。深入理解其内涵，既需要回到经典文本，也需要立足新的实践。`]),
    '<h2>一、问题的提出</h2>',
    paragraphs([
      `学界围绕${x.topic}已经形成了较为丰富的研究成果，但对于${x.keyword}等问题仍存在不同认识。厘清这些问题，是推进相关研究的前提。`,
    ]),
    '<h2>二、理论渊源</h2>',
    paragraphs([
      `${x.classic}等经典著作为理解${x.topic}提供了基本方法。马克思主义强调从社会存在出发理解社会意识，这一方法论原则在今天依然具有指导意义。`,
    ]),
    `<blockquote>理论一经掌握群众，也会变成物质力量。</blockquote>`,
    '<h2>三、实践路径</h2>',
    '<ol>',
    `<li>坚持问题导向，把${x.topic}研究同现实需求结合起来；</li>`,
    `<li>加强${x.keyword}方面的制度建设与学术积累；</li>`,
    '<li>推动跨学科对话，形成具有中国特色的学术话语。</li>',
    '</ol>',
    '<h2>四、结语</h2>',
    paragraphs([`${x.topic}研究任重道远。${f.helpers.arrayElement(['唯有', '只有'])}坚持守正创新，才能不断开辟理论研究的新境界。`]),
  ].join('\n');
}

function noticeContent(title: string, x: Fill): string {
  return [
    paragraphs([`${x.date}，${title}。为进一步服务广大师生和科研工作者，平台对相关功能进行了优化，现将有关事项说明如下。`]),
    '<h2>主要内容</h2>',
    '<ol>',
    '<li>登录平台后，在“学术检测”栏目选择对应服务并上传文档；</li>',
    '<li>支付完成后系统自动检测，完成后可在个人中心查看并下载报告；</li>',
    '<li>每份报告附有报告编号与验证码，可在“报告验证”页面核验真伪。</li>',
    '</ol>',
    '<h2>注意事项</h2>',
    paragraphs([
      '请上传 doc、docx、pdf 或 txt 格式的文档，单个文件不超过 5 MB。检测结果仅供参考，最终结论以所在单位的规定为准。',
      '如有疑问，请通过页面底部的联系方式与我们联系。',
    ]),
  ].join('\n');
}

/** The unsafe markup a careless editor (or an attacker) could put into the CMS. */
function unsafeContent(base: string, id: number): string {
  return [
    base,
    '<p>活动现场图片：</p>',
    `<img src="${API_BASE}${imageViewPath(articleCoverName(id))}" alt="活动现场" onerror="alert('xss')">`,
    "<script>alert('xss')</script>",
    '<p><a href="javascript:alert(1)">点击查看原文</a></p>',
  ].join('\n');
}

function fill(f: Faker, d: DisciplinePool, date: Date): Fill {
  return {
    institution: f.helpers.arrayElement(INSTITUTIONS),
    university: f.helpers.arrayElement(UNIVERSITIES),
    city: f.helpers.arrayElement(CITIES),
    n: f.number.int({ min: 3, max: 20 }),
    topic: f.helpers.arrayElement(d.topics),
    short: d.short,
    discipline: d.name,
    keyword: f.helpers.arrayElement(d.keywords),
    classic: f.helpers.arrayElement(CLASSICS),
    date: `${date.getUTCMonth() + 1}月${date.getUTCDate()}日`,
  };
}

function seedCategory(f: Faker, category: ArticleCategory, count: number, firstId: number): StoredArticle[] {
  const titles = new Set<string>();
  const rows: Array<Omit<StoredArticle, 'id' | 'cover' | 'content'> & { fill: Fill; hasCover: boolean; notice: boolean; event: boolean }> =
    [];
  const fixed = category === 'news' ? [...FIXED_NEWS] : [];
  while (rows.length < count) {
    const pool = category === 'news' ? DISCIPLINES : DISCIPLINES.filter((d) => THEORY_DISCIPLINES.includes(d.name));
    const d = f.helpers.arrayElement(pool);
    // Beijing-time date for the text ("11月3日"), shifted so getUTC* reads Beijing's calendar.
    const when = f.date.between({ from: '2025-06-01T08:00:00+08:00', to: '2026-11-20T20:00:00+08:00' });
    const x = fill(f, d, new Date(when.getTime() + 8 * 3600_000));
    const notice = fixed.length > 0;
    const template = f.helpers.arrayElement(NEWS_TITLES);
    const event = category === 'news' && !notice && template.event;
    const title = fixed.shift() ?? (category === 'news' ? template.title(x) : f.helpers.arrayElement(THEORY_TITLES)(x));
    if (titles.has(title)) continue;
    titles.add(title);
    const author = f.person.fullName().replace(/\s+/g, '');
    rows.push({
      category,
      title,
      summary: notice
        ? `${title}。本文介绍了相关服务的主要内容、使用步骤与注意事项。`
        : event
          ? `${x.date}，${title.replace(/[“”]/g, '')}。与会专家围绕${x.topic}、${x.keyword}等议题进行了交流。`
          : category === 'news'
            ? `${x.date}，${title}。${x.keyword}等方向的研究者可重点关注。`
            : `文章从理论渊源、现实问题与实践路径三个层面，探讨了${x.topic}的内涵与要求，认为应在守正创新中推进${x.keyword}研究。`,
      author,
      source: f.helpers.arrayElement(category === 'news' ? SOURCES_NEWS : SOURCES_THEORY),
      publishTime: formatDateTime(when),
      views: f.number.int({ min: 80, max: 24000 }),
      fill: x,
      hasCover: f.datatype.boolean(0.7),
      notice,
      event,
    });
  }
  rows.sort((a, b) => b.publishTime.localeCompare(a.publishTime));
  return rows.map(({ fill: x, hasCover, notice, event, ...row }, index) => {
    const id = firstId + index;
    const base = notice
      ? noticeContent(row.title, x)
      : event
        ? newsContent(f, row.title, x, row.author)
        : category === 'news'
          ? reportContent(f, row.title, x, row.author)
          : theoryContent(f, x);
    return {
      ...row,
      id,
      cover: hasCover || id === UNSAFE_ARTICLE_ID ? imageViewPath(articleCoverName(id)) : null,
      content: id === UNSAFE_ARTICLE_ID ? unsafeContent(base, id) : base,
    };
  });
}

/** News 1–40 and theory 41–80, each newest first (a lower id is newer within its category). */
export function seedArticles(f: Faker): StoredArticle[] {
  return [...seedCategory(f, 'news', NEWS_COUNT, 1), ...seedCategory(f, 'theory', THEORY_COUNT, NEWS_COUNT + 1)];
}
