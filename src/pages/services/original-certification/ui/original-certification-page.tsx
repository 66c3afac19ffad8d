import { LandingPage, ServiceIntro } from '@/widgets/service-landing';

const WHAT = [
  { mark: '证', title: '可信时间戳', description: '作品提交即生成哈希指纹并加盖可信时间戳，证明作品在该时间点已经存在。' },
  { mark: '链', title: '区块链存证', description: '存证信息同步写入司法区块链节点，不可篡改、可公开核验。' },
  { mark: '书', title: '原创认证证书', description: '出具带编号与二维码的电子证书，可在线查验、下载打印。' },
] as const;

const AUDIENCE = [
  { title: '高校师生', description: '学位论文、课程论文、研究报告在投稿或答辩前先行存证。' },
  { title: '科研人员', description: '研究数据、实验记录与未发表成果的时间证明。' },
  { title: '作家与设计师', description: '文字、图片、设计稿等作品的原创归属证明。' },
  { title: '企业与机构', description: '技术方案、内部文档与培训课件的权属留痕。' },
] as const;

const STEPS = [
  { title: '登录并上传作品', description: '支持 doc、docx、pdf、txt 等常见格式。' },
  { title: '填写作品信息', description: '作品名称、作者、创作完成时间与作品简介。' },
  { title: '支付并存证', description: '系统生成哈希指纹，加盖时间戳并上链。' },
  { title: '领取证书', description: '即时出具电子证书，可在个人中心随时下载。' },
] as const;

const PLANS = [
  {
    name: '单篇认证',
    price: '¥29',
    unit: '/ 篇',
    summary: '适合个人偶尔存证。',
    includes: ['可信时间戳与区块链存证', '电子原创认证证书', '证书在线核验'],
  },
  {
    name: '年度套餐',
    price: '¥299',
    unit: '/ 年',
    summary: '适合持续创作的个人用户。',
    includes: ['一年内不限篇数存证', '电子证书与纸质证书各一份', '侵权线索监测提醒'],
    recommended: true,
  },
  {
    name: '机构版',
    price: '面议',
    summary: '适合高校、期刊与企业批量使用。',
    includes: ['批量上传与接口对接', '机构专属证书模板', '专属客服与法务支持'],
  },
] as const;

/** /originalCertification: what the original-work certification is, who it is for, how it works, prices. */
export function OriginalCertificationPage() {
  return (
    <LandingPage
      title="原创认证"
      description="为原创作品登记存证，保护创作权益。"
      intro="原创认证通过可信时间戳与区块链技术，为您的论文、研究成果与创作作品留存不可篡改的“出生证明”。一旦发生抄袭或权属争议，认证证书与存证记录可作为有力的权属证据。"
    >
      <ServiceIntro
        features={{ title: '认证内容', items: WHAT }}
        audience={{ title: '适用对象', items: AUDIENCE, columns: 4 }}
        steps={{ title: '认证流程', items: STEPS, label: '原创认证流程' }}
        plans={{
          title: '服务价格',
          items: PLANS,
          action: (plan) =>
            plan.price === '面议'
              ? { to: '/submitApplication', label: '咨询机构版' }
              : { to: '/originalCenter', label: '立即认证', variant: plan.recommended ? 'solid' : 'outline' },
        }}
        cta={{
          title: '开始为作品存证',
          description: '登录后在个人中心「原创认证」上传作品，几分钟即可领取证书。',
          links: [{ to: '/originalCenter', label: '立即认证' }],
        }}
      />
    </LandingPage>
  );
}
