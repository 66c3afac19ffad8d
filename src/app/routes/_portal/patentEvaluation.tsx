import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_portal/patentEvaluation')({
  staticData: { title: '专利评估', access: 'public' },
});
