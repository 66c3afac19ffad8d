import { AgentSubmission } from '@/widgets/agent-submission';
import { PageHeading } from '@/shared/ui/page-heading';

/** /aigcSubmit: documents for AIGC detection, paid from the remaining amount. */
export function AigcSubmitPage() {
  return (
    <>
      <PageHeading
        title="AIGC检测提交"
        description="检测文本中疑似由生成式人工智能撰写的内容，可一次提交多篇，费用从机构剩余额度中扣除。"
      />
      <AgentSubmission kind="aigc" />
    </>
  );
}
