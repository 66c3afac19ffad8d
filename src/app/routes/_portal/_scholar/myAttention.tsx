import { createFileRoute } from '@tanstack/react-router';
import { MyAttentionPage } from '@/pages/scholar/my-attention';
import type { MyAttentionSearch } from '@/pages/scholar/my-attention';

export const Route = createFileRoute('/_portal/_scholar/myAttention')({
  staticData: { title: '我的关注', access: 'scholar' },
  // Types the URL state only: the page chunk checks the values, so the first load stays small.
  validateSearch: (search: Record<string, unknown>) => search as MyAttentionSearch,
  component: MyAttentionPage,
});
