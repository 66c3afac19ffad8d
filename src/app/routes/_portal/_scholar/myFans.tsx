import { createFileRoute } from '@tanstack/react-router';
import { MyFansPage } from '@/pages/scholar/my-fans';
import type { MyFansSearch } from '@/pages/scholar/my-fans';

export const Route = createFileRoute('/_portal/_scholar/myFans')({
  staticData: { title: '我的粉丝', access: 'scholar' },
  // Types the URL state only: the page chunk checks the values, so the first load stays small.
  validateSearch: (search: Record<string, unknown>) => search as MyFansSearch,
  component: MyFansPage,
});
