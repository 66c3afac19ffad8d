import { LandingPage, ServiceIntro } from '@/widgets/service-landing';

const SERVICES = [
  { mark: '登', title: '版权登记', description: '代理作品著作权登记，协助准备申请材料，跟进登记进度。' },
  { mark: '授', title: '授权许可', description: '为学术作品、课程与数据集设计授权方案，签订规范的许可合同。' },
  { mark: '易', title: '版权交易', description: '对接出版社、教育平台与企业，促成作品转让与合作出版。' },
  { mark: '维', title: '侵权维权', description: '全网监测侵权线索，提供取证、下架通知与诉讼支持。' },
] as const;

const AUDIENCE = [
  { title: '学者与作者', description: '专著、教材、讲义等作品的登记、授权与收益管理。' },
  { title: '高校与科研院所', description: '科研成果与教学资源的集中确权与对外许可。' },
  { title: '出版与教育机构', description: '寻找优质学术内容，合规获得授权。' },
] as const;

const STEPS = [
  { title: '提交需求', description: '在线提交合作申请，说明作品情况与运营目标。' },
  { title: '评估与方案', description: '版权顾问评估作品权属与价值，给出运营方案与报价。' },
  { title: '签约', description: '双方确认方案后签订服务协议。' },
  { title: '登记与运营', description: '完成版权登记，开展授权、交易与监测。' },
  { title: '收益结算', description: '按协议定期结算授权与交易收益，提供明细。' },
] as const;

const PLANS = [
  {
    name: '版权登记代理',
    price: '¥800',
    unit: '起 / 件',
    summary: '文字作品著作权登记全程代理。',
    includes: ['材料梳理与撰写', '提交与进度跟踪', '登记证书邮寄'],
  },
  {
    name: '授权运营',
    price: '按收益分成',
    summary: '不收前期费用，按授权收益比例结算。',
    includes: ['授权方案设计', '许可合同审核', '渠道对接与结算'],
    recommended: true,
  },
  {
    name: '维权服务',
    price: '面议',
    summary: '依据侵权情况与取证难度报价。',
    includes: ['侵权监测与取证', '律师函与下架通知', '诉讼与调解支持'],
  },
] as const;

/** /copyrightOperation: copyright registration, licensing, trading and enforcement for academic works. */
export function CopyrightOperationPage() {
  return (
    <LandingPage
      title="版权运营"
      description="作品版权登记、授权与交易一站式服务。"
      intro="版权运营帮助学者与机构把作品的著作权转化为长期价值：从确权登记开始，到授权许可、交易转让与侵权维权，由专业版权顾问全程服务，让优质学术内容被更多人合规地使用。"
    >
      <ServiceIntro
        features={{ title: '服务内容', items: SERVICES, columns: 4 }}
        audience={{ title: '服务对象', items: AUDIENCE }}
        steps={{ title: '合作流程', items: STEPS, label: '版权运营合作流程' }}
        plans={{ title: '收费方式', items: PLANS, action: () => ({ to: '/submitApplication', label: '提交需求' }) }}
        cta={{
          title: '让作品的价值被看见',
          description: '提交合作申请，版权顾问将在 2 个工作日内与您联系。',
          links: [
            { to: '/submitApplication', label: '申请合作' },
            { to: '/signingProcess', label: '了解签约流程' },
          ],
        }}
      />
    </LandingPage>
  );
}
