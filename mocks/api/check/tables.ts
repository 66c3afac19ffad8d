import type { CheckConfig } from '@/shared/api/generated/model';

/**
 * The check types' tables in the store: the services' price list, and the platform's promotion
 * codes (an institution's own are tag `institution`'s).
 */
export interface CheckTables {
  checkConfigs: CheckConfig[];
  promotionCodes: readonly PromotionCode[];
}

/** A promotion code of the platform: a discount on one check type until a day. */
export interface PromotionCode {
  code: string;
  /** The service it is sold for (CheckConfig.type). */
  type: 'check' | 'aigc';
  /** The check type the promotion page offers. */
  checkTypeId: number;
  /** Fraction of the price paid. */
  discount: number;
  /** `YYYY-MM-DD`, inclusive. */
  validUntil: string;
}

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
    {
      id: 401,
      type: 'patentCheck',
      code: 'PC',
      name: '专利申请文件查重',
      price: 398,
      unit: '件',
      description: '比对专利文献库与学术文献库，检查申请文件说明书与权利要求书的文字重复情况。',
    },
    {
      id: 402,
      type: 'patentCheck',
      code: 'PCN',
      name: '专利新颖性检测',
      price: 598,
      unit: '件',
      description: '对照现有技术逐项比对技术特征，给出新颖性风险提示与修改建议。',
    },
    {
      id: 501,
      type: 'original',
      code: 'YC',
      name: '学术成果原创认证',
      price: 99,
      unit: '件',
      description: '对论文、报告等学术成果进行时间戳存证与原创性核验，出具原创认证证书。',
    },
    {
      id: 502,
      type: 'original',
      code: 'YCW',
      name: '文学艺术作品原创认证',
      price: 129,
      unit: '件',
      description: '适用于文学、摄影、美术作品，核验创作过程材料并出具认证证书。',
    },
    {
      id: 601,
      type: 'copyright',
      code: 'BQ',
      name: '文字作品版权登记',
      price: 300,
      unit: '件',
      description: '代办文字作品著作权登记，取得作品登记证书。',
    },
    {
      id: 602,
      type: 'copyright',
      code: 'RZ',
      name: '计算机软件著作权登记',
      price: 800,
      unit: '件',
      description: '代办计算机软件著作权登记，含源程序与说明文档整理。',
    },
  ];
}

/** `TG2026` is valid (check, 八折), `TG2025` expired, `AIGC2026` valid for AIGC detection (五折). */
export function seedPromotionCodes(): PromotionCode[] {
  return [
    { code: 'TG2026', type: 'check', checkTypeId: 101, discount: 0.8, validUntil: '2030-12-31' },
    { code: 'TG2025', type: 'check', checkTypeId: 101, discount: 0.7, validUntil: '2025-12-31' },
    { code: 'AIGC2026', type: 'aigc', checkTypeId: 201, discount: 0.5, validUntil: '2030-12-31' },
  ];
}

/** The name shown on a report for a check type. */
export function checkTypeNameOf(config: CheckConfig | undefined): string {
  return config?.name ?? '学术检测';
}
