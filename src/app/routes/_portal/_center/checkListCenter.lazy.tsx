import { createLazyFileRoute } from '@tanstack/react-router';
import { CheckListCenterPage } from '@/pages/center-records';

export const Route = createLazyFileRoute('/_portal/_center/checkListCenter')({
  component: CheckListCenterPage,
});
