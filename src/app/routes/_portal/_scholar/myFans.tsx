import { createFileRoute } from '@tanstack/react-router';
import { validateKeywordSearch } from '@/shared/lib/query-string';

export const Route = createFileRoute('/_portal/_scholar/myFans')({
  staticData: { title: '我的粉丝', access: 'scholar' },
  validateSearch: validateKeywordSearch,
});
