import { linkOptions } from '@tanstack/react-router';
import { CheckTypePrices, LandingPage, LinkButton, ServiceIntro } from '@/widgets/service-landing';

const FEATURES = [
  { mark: '库', title: '海量比对资源', description: '覆盖学位论文库、学术期刊库、会议论文库与互联网资源，数据持续更新。' },
  { mark: '准', title: '精准定位重复', description: '逐段比对并标注疑似抄袭与合理引用，区分参考文献与正文内容。' },
  { mark: '快', title: '快速出具报告', description: '提交后通常 30 分钟内完成检测，高峰期不超过 2 小时。' },
  { mark: '证', title: '报告可验真', description: '每份报告附报告编号与验证码，可在「报告验证」页面核验真伪。' },
  { mark: '密', title: '论文安全保密', description: '文档仅用于本次检测，不收录、不外传，检测完成后可申请删除。' },
  { mark: '惠', title: '推广码优惠', description: '持有合作院校或机构推广码，可享受折扣价格。' },
] as const;

const STEPS = [
  { title: '上传论文', description: '支持 doc、docx、pdf、txt 格式，单个文件不超过 5 MB。' },
  { title: '选择检测类型', description: '按论文类别选择本科、硕士、博士或期刊职称检测。' },
  { title: '填写信息并提交', description: '填写论文题目与作者，有推广码可一并填写。' },
  { title: '查看检测报告', description: '凭报告编号查询进度，检测完成后下载报告。' },
] as const;

/** On to /checkSubmit for the duplicate check, without a promotion code. */
const SUBMIT = linkOptions({ to: '/checkSubmit/{-$code}', params: { code: undefined }, search: { service: 'check' } });

/** /check: what the duplicate check is, its types and prices, how it works, and the way in. */
export function CheckPage() {
  return (
    <LandingPage
      title="学术查重"
      description="海量比对资源，快速生成权威查重报告。"
      actions={<LinkButton link={{ ...SUBMIT, label: '立即检测' }} size="lg" />}
      intro="学术查重服务将您的论文与海量学术文献进行比对，计算文字复制比并逐段标注相似来源，帮助您在投稿、答辩或职称评审前发现并修改不规范引用，保障学术诚信。"
    >
      <ServiceIntro
        features={{ title: '服务优势', items: FEATURES }}
        steps={{ title: '检测流程', items: STEPS, label: '检测流程' }}
        cta={{
          title: '准备好了吗？',
          description: '上传论文，几分钟即可提交检测；已有报告编号可直接查询。',
          links: [
            { ...SUBMIT, label: '提交检测' },
            { to: '/report/{-$code}', params: { code: undefined }, label: '查询报告' },
          ],
        }}
      >
        <CheckTypePrices service="check" title="检测类型与价格" description="价格以篇计，提交时可使用推广码享受折扣。" />
      </ServiceIntro>
    </LandingPage>
  );
}
