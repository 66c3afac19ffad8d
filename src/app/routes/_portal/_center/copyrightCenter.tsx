import { createFileRoute } from '@tanstack/react-router';
import { CopyrightCenterPage } from '@/pages/user-center/copyright-center';

export const Route = createFileRoute('/_portal/_center/copyrightCenter')({
  staticData: { title: '版权中心', access: 'website' },
  component: CopyrightCenterPage,
});
