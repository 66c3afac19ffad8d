import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_portal/AiModel')({
  staticData: { title: 'AI大模型', access: 'public' },
});
