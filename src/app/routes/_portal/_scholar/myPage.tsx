import { createFileRoute } from '@tanstack/react-router';
import { validateMyPageSearch } from '@/pages/scholar/my-page';

export const Route = createFileRoute('/_portal/_scholar/myPage')({
  staticData: { title: '我的主页', access: 'scholar' },
  validateSearch: validateMyPageSearch,
});
