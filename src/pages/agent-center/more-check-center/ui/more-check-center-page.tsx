import { AgentSubmission } from '@/widgets/agent-submission';
import { PageHeading } from '@/shared/ui/page-heading';

/** /moreCheckCenter: several documents (up to 20) for a check in one submission, each with its own upload progress and result row. */
export function MoreCheckCenterPage() {
  return (
    <>
      <PageHeading
        title="批量检测"
        description="一次上传多篇论文（最多 20 篇），逐篇核对题目与作者后统一提交，费用从机构剩余额度中扣除。"
      />
      <AgentSubmission kind="batch" />
    </>
  );
}
