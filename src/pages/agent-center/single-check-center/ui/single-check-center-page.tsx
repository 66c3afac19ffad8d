import { AgentSubmission } from '@/widgets/agent-submission';
import { PageHeading } from '@/shared/ui/page-heading';

/** /singleCheckCenter: one document for a check, paid from the institution's remaining amount. */
export function SingleCheckCenterPage() {
  return (
    <>
      <PageHeading title="单篇检测" description="选择检测类型，上传一篇论文并填写题目与作者，费用从机构剩余额度中扣除。" />
      <AgentSubmission kind="single" />
    </>
  );
}
