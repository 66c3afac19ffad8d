import { createLazyFileRoute } from '@tanstack/react-router';
import { MyFansPage } from '@/pages/scholar/my-fans';

export const Route = createLazyFileRoute('/_portal/_scholar/myFans')({
  component: MyFansPage,
});
