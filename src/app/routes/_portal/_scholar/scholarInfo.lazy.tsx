import { createLazyFileRoute } from '@tanstack/react-router';
import { ScholarInfoPage } from '@/pages/scholar/scholar-info';

export const Route = createLazyFileRoute('/_portal/_scholar/scholarInfo')({
  component: ScholarInfoPage,
});
