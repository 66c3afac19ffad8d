import { AgentSubmission } from '@/widgets/agent-submission';
import { PageHeading } from '@/shared/ui/page-heading';

/** /patentSubmit: a patent for evaluation by its number (SPEC §5 rules). */
export function PatentSubmitPage() {
  return (
    <>
      <PageHeading title="专利评估提交" description="填写专利号与专利信息，提交专利价值评估、稳定性分析或查新检索。" />
      <AgentSubmission kind="patent" />
    </>
  );
}
