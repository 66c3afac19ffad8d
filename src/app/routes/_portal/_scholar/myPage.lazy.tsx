import { createLazyFileRoute } from '@tanstack/react-router';
import { MyPagePage } from '@/pages/scholar/my-page';

export const Route = createLazyFileRoute('/_portal/_scholar/myPage')({
  component: MyPagePage,
});
