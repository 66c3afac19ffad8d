import { createFileRoute } from '@tanstack/react-router';
import { CheckCenterPage } from '@/pages/user-center/check-center';

export const Route = createFileRoute('/_portal/_center/checkCenter')({
  staticData: { title: '查重中心', access: 'website' },
  component: CheckCenterPage,
});
