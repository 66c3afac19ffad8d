import { createLazyFileRoute } from '@tanstack/react-router';
import { PatentEvaluationPage } from '@/pages/services/patent-evaluation';

export const Route = createLazyFileRoute('/_portal/patentEvaluation')({
  component: PatentEvaluationPage,
});
