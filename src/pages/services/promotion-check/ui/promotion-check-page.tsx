import { useParams } from '@tanstack/react-router';
import { LandingPage, PromotionOrder, ServiceIntro } from '@/widgets/service-landing';

const BENEFITS = [
  { mark: '惠', title: '专享折扣', description: '合作院校与机构发放的推广码，检测价格最低可享五折。' },
  { mark: '同', title: '同等检测质量', description: '与标准检测使用相同比对库与算法，报告同样可验真。' },
  { mark: '快', title: '即买即用', description: '推广码校验通过后直接提交论文，无需额外审核。' },
] as const;

const STEPS = [
  { title: '校验推广码', description: '输入或打开带推广码的链接，系统自动校验。' },
  { title: '上传论文', description: '支持 doc、docx、pdf、txt，单个文件不超过 5 MB。' },
  { title: '按折扣价提交', description: '选择检测类型，费用按推广码折扣计算。' },
  { title: '查看报告', description: '凭报告编号与验证码查询、验证报告。' },
] as const;

/**
 * /promotion/check/{code?}: the duplicate check sold through a partner's promotion code. The
 * code in the path is prefilled and validated at once and on every edit; a valid code shows the
 * discount and its check type and continues to /checkSubmit/{code}.
 */
export function PromotionCheckPage() {
  const { code: pathCode } = useParams({ from: '/_portal/promotion/check/{-$code}' });

  return (
    <LandingPage title="推广检测" description="使用合作机构的推广码，以优惠价格进行学术查重。">
      <ServiceIntro
        features={{ title: '推广检测的优势', items: BENEFITS }}
        steps={{ title: '使用流程', items: STEPS, label: '推广检测流程' }}
        cta={{
          title: '想成为推广合作机构？',
          description: '院校、期刊与代理机构可申请推广码，为师生提供优惠检测。',
          links: [{ to: '/submitApplication', label: '申请合作' }],
        }}
      >
        <PromotionOrder
          service="check"
          initialCode={pathCode}
          intro="推广码由合作院校、期刊或代理机构发放，不区分大小写，每个推广码对应一种检测服务。"
          emptyHint="请输入推广码，校验通过后即可按折扣价检测"
          direct={{ label: '不使用推广码，按原价检测' }}
          prices={{ title: '检测类型与价格', hint: '推广码校验通过后显示折扣价。' }}
        />
      </ServiceIntro>
    </LandingPage>
  );
}
