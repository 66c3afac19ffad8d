import { useParams } from '@tanstack/react-router';
import { LandingPage, PromotionOrder, ServiceIntro } from '@/widgets/service-landing';

const FEATURES = [
  { mark: '段', title: '逐段识别', description: '按段落给出疑似人工智能生成的概率，定位需要重写的内容。' },
  { mark: '级', title: '风险分级', description: '以高、中、低三级标注风险，全文给出 AIGC 内容占比。' },
  { mark: '模', title: '覆盖主流模型', description: '针对主流中文大模型生成文本训练，持续跟进新模型。' },
  { mark: '改', title: '修改建议', description: '专业版附逐段改写建议与全文风险分布图，便于定稿前修改。' },
] as const;

const AUDIENCE = [
  { title: '毕业生', description: '学位论文提交前自查，避免因 AIGC 比例过高影响答辩。' },
  { title: '高校与导师', description: '批量检测学生论文与课程作业，掌握生成式工具的使用情况。' },
  { title: '期刊编辑部', description: '初审阶段识别疑似机器撰写的投稿，提高审稿效率。' },
] as const;

const STEPS = [
  { title: '输入推广码', description: '持有推广码可享受折扣，没有也可直接检测。' },
  { title: '上传文档', description: '支持 doc、docx、pdf、txt，单个文件不超过 5 MB。' },
  { title: '选择检测版本', description: '标准版快速出结果，专业版附改写建议。' },
  { title: '获取检测报告', description: '凭报告编号查看结果，一般 10 分钟内完成。' },
] as const;

/**
 * /aigc/check/{code?}: the AIGC detection landing. A promotion code in the path is prefilled
 * and validated at once (and again as the user edits it); a valid one shows its discount on
 * the prices and leads on to /checkSubmit/{code}.
 */
export function AigcCheckPage() {
  const { code: pathCode } = useParams({ from: '/_portal/aigc/check/{-$code}' });

  return (
    <LandingPage title="AIGC检测" description="识别文本中由生成式人工智能撰写的内容，给出逐段风险与全文占比。">
      <ServiceIntro
        features={{ title: '服务特点', items: FEATURES, columns: 4 }}
        audience={{ title: '适用人群', items: AUDIENCE }}
        steps={{ title: '检测流程', items: STEPS, label: 'AIGC检测流程' }}
        cta={{
          title: '已经提交过检测？',
          description: '凭报告编号查询检测进度与结果。',
          links: [{ to: '/report/{-$code}', params: { code: undefined }, label: '查询报告', variant: 'outline' }],
        }}
      >
        <PromotionOrder
          service="aigc"
          initialCode={pathCode}
          intro="高校与期刊对 AIGC 生成内容的审查日益严格。输入推广码查看优惠，或直接上传文档开始检测。"
          direct={{ label: '不使用推广码，直接检测', untyped: '立即检测' }}
          prices={{ title: '检测版本与价格', hint: '价格以篇计。' }}
        />
      </ServiceIntro>
    </LandingPage>
  );
}
