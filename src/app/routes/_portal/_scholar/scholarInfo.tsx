import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_portal/_scholar/scholarInfo')({
  staticData: { title: '学者信息', access: 'scholar' },
});
