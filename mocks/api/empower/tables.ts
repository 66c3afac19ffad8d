import type { Faker } from '@faker-js/faker';
import type { EmpowerCaseDetail } from '@/shared/api/generated/model';
import { imageViewPath } from '../../lib/contract-path';
import { formatDateTime } from '../../lib/date-time';
import { INSTITUTES, UNIVERSITIES } from '../../lib/pools';
import type { Whole } from '../../lib/whole';

export type StoredEmpowerCase = Whole<EmpowerCaseDetail>;

/** The empowerment cases' table in the store, generated once with the catalogue and never written. */
export interface EmpowerTables {
  empowerCases: readonly StoredEmpowerCase[];
}

export const empowerCoverName = (id: number): string => `empower-${id}.svg`;

interface CaseTemplate {
  category: string;
  title: (institution: string) => string;
  need: string;
  solution: readonly string[];
}

const TEMPLATES: readonly CaseTemplate[] = [
  {
    category: '高校',
    title: (i) => `${i}：学位论文检测全流程数字化实践`,
    need: '每年需检测的学位论文超过万篇，过去依靠人工收集与分发，周期长、易出错',
    solution: ['按学院开设子账号，检测额度统一分配', '学生在线提交、导师在线审阅报告', '检测数据自动汇总，形成质量分析报表'],
  },
  {
    category: '科研院所',
    title: (i) => `${i}科研成果管理与原创认证平台建设`,
    need: '科研成果分散在各课题组，缺少统一的登记、存证与查重机制',
    solution: ['成果入库时自动完成相似性检测', '为重要成果提供原创认证与时间戳存证', '与院内项目管理系统对接'],
  },
  {
    category: '图书馆',
    title: (i) => `${i}图书馆学术资源共享服务升级`,
    need: '电子资源采购成本高，部分学科资源使用率偏低',
    solution: ['引入平台资源包，按学科灵活组合', '开通校外访问与移动端阅读', '按月分析资源使用情况，优化采购结构'],
  },
  {
    category: '高校',
    title: (i) => `${i}研究生院AIGC检测与学术规范教育`,
    need: '生成式人工智能工具普及后，学位论文写作规范面临新挑战',
    solution: ['在送审前增加AIGC内容检测环节', '面向研究生开设学术规范线上课程', '建立检测结果复核与申诉机制'],
  },
  {
    category: '出版机构',
    title: (i) => `${i}期刊投稿稿件预审与查重协同`,
    need: '编辑部收稿量逐年增长，初审环节工作量大',
    solution: ['投稿系统对接检测接口，来稿自动查重', '相似度超过阈值的稿件自动提示编辑', '检测报告随稿件流转，便于外审专家参考'],
  },
  {
    category: '科研院所',
    title: (i) => `${i}专利价值评估助力成果转化`,
    need: '存量专利数量多，难以判断哪些具备转化价值',
    solution: ['批量开展专利价值评估', '按技术领域形成专利画像', '对接产业需求，举办成果转化路演'],
  },
];

export function seedEmpowerCases(f: Faker): StoredEmpowerCase[] {
  const rows: Array<Omit<StoredEmpowerCase, 'id' | 'cover'>> = [];
  const used = new Set<string>();
  while (rows.length < 12) {
    const template = TEMPLATES[rows.length % TEMPLATES.length] as CaseTemplate;
    const institution = template.category === '科研院所' ? f.helpers.arrayElement(INSTITUTES) : f.helpers.arrayElement(UNIVERSITIES);
    const title = template.title(institution);
    if (used.has(title)) continue;
    used.add(title);
    const efficiency = f.number.int({ min: 30, max: 75 });
    const users = f.number.int({ min: 8, max: 60 }) * 100;
    rows.push({
      title,
      summary: `${institution}${template.need}。通过与平台合作，${template.solution[0] ?? ''}，工作效率提升约${efficiency}%。`,
      institution,
      category: template.category,
      publishTime: formatDateTime(f.date.between({ from: '2024-09-01T09:00:00+08:00', to: '2026-11-15T18:00:00+08:00' })),
      content: [
        '<h2>合作背景</h2>',
        `<p>${institution}${template.need}。为此，${institution}于${f.number.int({ min: 2023, max: 2026 })}年与平台开展合作。</p>`,
        '<h2>解决方案</h2>',
        '<ul>',
        ...template.solution.map((step) => `<li>${step}；</li>`),
        '</ul>',
        '<h2>应用成效</h2>',
        `<p>项目上线以来，累计服务师生和科研人员${users}余人次，相关工作效率提升约${efficiency}%，用户满意度达到${f.number.int({ min: 92, max: 99 })}%。</p>`,
        `<blockquote>“平台的服务让我们把更多精力放在学术质量本身。”——${institution}相关负责人</blockquote>`,
      ].join('\n'),
    });
  }
  rows.sort((a, b) => b.publishTime.localeCompare(a.publishTime));
  return rows.map((row, index) => ({ ...row, id: index + 1, cover: imageViewPath(empowerCoverName(index + 1)) }));
}
