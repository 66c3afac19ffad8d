import { createFileRoute } from '@tanstack/react-router';
import { ScholarInfoPage } from '@/pages/scholar/scholar-info';

export const Route = createFileRoute('/_portal/_scholar/scholarInfo')({
  staticData: { title: '学者信息', access: 'scholar' },
  component: ScholarInfoPage,
});
