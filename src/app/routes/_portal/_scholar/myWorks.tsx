import { createFileRoute } from '@tanstack/react-router';
import { validateMyWorksSearch } from '@/pages/scholar/my-works';

export const Route = createFileRoute('/_portal/_scholar/myWorks')({
  staticData: { title: '我的作品', access: 'scholar' },
  validateSearch: validateMyWorksSearch,
});
