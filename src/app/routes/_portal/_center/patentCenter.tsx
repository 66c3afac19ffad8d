import { createFileRoute } from '@tanstack/react-router';
import { PatentCenterPage } from '@/pages/user-center/patent-center';

export const Route = createFileRoute('/_portal/_center/patentCenter')({
  staticData: { title: '专利中心', access: 'website' },
  component: PatentCenterPage,
});
