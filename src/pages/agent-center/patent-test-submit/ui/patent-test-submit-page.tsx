import { AgentSubmission } from '@/widgets/agent-submission';
import { PageHeading } from '@/shared/ui/page-heading';

/** /patentTestSubmit: a patent application document for checking. */
export function PatentTestSubmitPage() {
  return (
    <>
      <PageHeading title="专利检测提交" description="上传专利申请文件，检测说明书与权利要求书的重复情况或新颖性风险。" />
      <AgentSubmission kind="patentTest" />
    </>
  );
}
