import { createFileRoute } from '@tanstack/react-router';
import { MyAttentionPage, validateMyAttentionSearch } from '@/pages/scholar/my-attention';

export const Route = createFileRoute('/_portal/_scholar/myAttention')({
  staticData: { title: '我的关注', access: 'scholar' },
  validateSearch: validateMyAttentionSearch,
  component: MyAttentionPage,
});
