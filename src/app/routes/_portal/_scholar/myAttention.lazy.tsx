import { createLazyFileRoute } from '@tanstack/react-router';
import { MyAttentionPage } from '@/pages/scholar/my-attention';

export const Route = createLazyFileRoute('/_portal/_scholar/myAttention')({
  component: MyAttentionPage,
});
