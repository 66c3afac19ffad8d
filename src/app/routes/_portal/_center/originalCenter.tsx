import { createFileRoute } from '@tanstack/react-router';
import { OriginalCenterPage } from '@/pages/user-center/original-center';

export const Route = createFileRoute('/_portal/_center/originalCenter')({
  staticData: { title: '原创中心', access: 'website' },
  component: OriginalCenterPage,
});
