import { createLazyFileRoute } from '@tanstack/react-router';
import { AiModelPage } from '@/pages/services/ai-model';

export const Route = createLazyFileRoute('/_portal/AiModel')({
  component: AiModelPage,
});
