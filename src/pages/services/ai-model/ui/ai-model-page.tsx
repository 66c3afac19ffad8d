import { LandingPage, ServiceIntro } from '@/widgets/service-landing';

const ABILITIES = [
  { mark: '读', title: '文献速读', description: '上传论文即可生成结构化摘要，提炼研究问题、方法与结论。' },
  { mark: '写', title: '写作辅助', description: '润色学术表达、规范术语，生成符合格式要求的参考文献。' },
  { mark: '问', title: '学科问答', description: '基于平台学术资源回答专业问题，并给出可追溯的文献出处。' },
  { mark: '译', title: '学术翻译', description: '中英互译保留专业术语与公式，适合摘要与投稿信。' },
  { mark: '析', title: '选题分析', description: '结合研究热点数据，分析选题的新颖性与研究空间。' },
  { mark: '审', title: '规范自查', description: '提示引用不规范与疑似 AIGC 段落，提交前自查更安心。' },
] as const;

const AUDIENCE = [
  { title: '研究生与博士生', description: '读文献、理思路、改论文，缩短从选题到定稿的时间。' },
  { title: '高校教师', description: '备课、科研与项目申报材料的撰写助手。' },
  { title: '科研机构', description: '私有化部署，结合机构内部文献库提供专属问答。' },
] as const;

const STEPS = [
  { title: '申请试用', description: '提交试用申请，审核通过后开通账号。' },
  { title: '选择场景', description: '文献速读、写作辅助、学科问答等场景即开即用。' },
  { title: '上传资料', description: '上传文献或输入问题，答案附文献出处。' },
  { title: '按需升级', description: '试用结束后可按月订阅或申请机构版。' },
] as const;

const PLANS = [
  {
    name: '免费试用',
    price: '免费',
    unit: '7 天',
    summary: '体验全部基础能力。',
    includes: ['每日 20 次对话', '文献速读 5 篇', '学科问答'],
  },
  {
    name: '个人专业版',
    price: '¥49',
    unit: '/ 月',
    summary: '适合研究生与青年教师日常使用。',
    includes: ['不限次对话', '文献速读不限篇数', '写作辅助与学术翻译', '规范自查'],
    recommended: true,
  },
  {
    name: '机构版',
    price: '面议',
    summary: '支持私有化部署与机构知识库。',
    includes: ['机构专属知识库', '统一账号管理', '数据不出校、不出院'],
  },
] as const;

/** /AiModel: the academic AI assistant — what it does, who it is for, how to start, plans. */
export function AiModelPage() {
  return (
    <LandingPage
      title="AI大模型"
      description="面向学术写作与研究的智能助手。"
      intro="学术 AI 大模型基于平台的期刊论文、学位论文与专家成果训练和检索增强，回答附文献出处，帮助您更快地读懂文献、理清思路、写好论文。模型输出仅供参考，请遵守所在院校与期刊关于人工智能使用的规定。"
    >
      <ServiceIntro
        features={{ title: '核心能力', items: ABILITIES }}
        audience={{ title: '适用人群', items: AUDIENCE }}
        steps={{ title: '使用流程', items: STEPS, label: 'AI大模型使用流程' }}
        plans={{
          title: '版本与价格',
          items: PLANS,
          action: (plan) => ({
            to: '/submitApplication',
            label: plan.price === '面议' ? '咨询机构版' : '申请开通',
            variant: plan.recommended ? 'solid' : 'outline',
          }),
        }}
        cta={{
          title: '用 AI 让研究更高效',
          description: '提交申请即可获得 7 天免费试用。',
          links: [{ to: '/submitApplication', label: '申请试用' }],
        }}
      />
    </LandingPage>
  );
}
