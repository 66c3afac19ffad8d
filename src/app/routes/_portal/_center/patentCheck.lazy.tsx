import { createLazyFileRoute } from '@tanstack/react-router';
import { PatentCheckPage } from '@/pages/user-center/patent-check';

export const Route = createLazyFileRoute('/_portal/_center/patentCheck')({
  component: PatentCheckPage,
});
