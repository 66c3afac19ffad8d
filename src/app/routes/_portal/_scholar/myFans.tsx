import { createFileRoute } from '@tanstack/react-router';
import { MyFansPage, validateMyFansSearch } from '@/pages/scholar/my-fans';

export const Route = createFileRoute('/_portal/_scholar/myFans')({
  staticData: { title: '我的粉丝', access: 'scholar' },
  validateSearch: validateMyFansSearch,
  component: MyFansPage,
});
