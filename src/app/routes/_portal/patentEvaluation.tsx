import { createFileRoute } from '@tanstack/react-router';
import { PatentEvaluationPage } from '@/pages/services/patent-evaluation';

export const Route = createFileRoute('/_portal/patentEvaluation')({
  staticData: { title: '专利评估', access: 'public' },
  component: PatentEvaluationPage,
});
