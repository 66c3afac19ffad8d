import { createFileRoute } from '@tanstack/react-router';
import { AiModelPage } from '@/pages/services/ai-model';

export const Route = createFileRoute('/_portal/AiModel')({
  staticData: { title: 'AI大模型', access: 'public' },
  component: AiModelPage,
});
