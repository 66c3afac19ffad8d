import { createFileRoute } from '@tanstack/react-router';
import { PatentCheckPage } from '@/pages/user-center/patent-check';

export const Route = createFileRoute('/_portal/_center/patentCheck')({
  staticData: { title: '专利检测', access: 'website' },
  component: PatentCheckPage,
});
