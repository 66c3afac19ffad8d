import type { CheckConfig } from '@/shared/api/generated/model';

/**
 * The services' check types with prices, for `GET /check/manage/type/getConfig` and the agent
 * variant. Literal, like a price list: a screen that shows 68 元 today shows it tomorrow.
 */
export function seedCheckConfigs(): CheckConfig[] {
  return [
    {
      id: 101,
      type: 'check',
      code: 'BK',
      name: '本科毕业论文检测',
      price: 68,
      unit: '篇',
      description: '比对学位论文库、学术期刊库与互联网资源，适用于本科毕业论文定稿前自查。',
    },
    {
      id: 102,
      type: 'check',
      code: 'SS',
      name: '硕士学位论文检测',
      price: 198,
      unit: '篇',
      description: '覆盖硕博学位论文库与核心期刊库，报告标注引用与疑似抄袭段落。',
    },
    {
      id: 103,
      type: 'check',
      code: 'BS',
      name: '博士学位论文检测',
      price: 298,
      unit: '篇',
      description: '面向博士学位论文的全库比对，提供逐章节相似度与参考文献核验。',
    },
    {
      id: 104,
      type: 'check',
      code: 'ZC',
      name: '期刊职称论文检测',
      price: 98,
      unit: '篇',
      description: '适用于期刊投稿与职称评审材料，比对已发表期刊与会议论文。',
    },
    {
      id: 201,
      type: 'aigc',
      code: 'AIGC',
      name: 'AIGC 生成内容检测',
      price: 30,
      unit: '篇',
      description: '识别文本中疑似由生成式人工智能撰写的段落，并给出逐段风险等级。',
    },
    {
      id: 202,
      type: 'aigc',
      code: 'AIGC-PRO',
      name: 'AIGC 检测（专业版）',
      price: 58,
      unit: '篇',
      description: '在标准版基础上增加改写建议与全文风险分布图，适合学位论文终稿。',
    },
    {
      id: 301,
      type: 'patent',
      code: 'PV',
      name: '专利价值评估',
      price: 1999,
      unit: '件',
      description: '从技术、法律、经济三个维度评估专利价值，出具正式评估报告。',
    },
    {
      id: 302,
      type: 'patent',
      code: 'PS',
      name: '专利稳定性分析',
      price: 2999,
      unit: '件',
      description: '检索现有技术并分析权利要求的新颖性与创造性，评估被无效的风险。',
    },
    {
      id: 303,
      type: 'patent',
      code: 'PN',
      name: '专利查新检索',
      price: 800,
      unit: '件',
      description: '在申请前检索国内外专利与非专利文献，给出查新结论。',
    },
  ];
}
