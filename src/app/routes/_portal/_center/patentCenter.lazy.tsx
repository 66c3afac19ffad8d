import { createLazyFileRoute } from '@tanstack/react-router';
import { PatentCenterPage } from '@/pages/center-records';

export const Route = createLazyFileRoute('/_portal/_center/patentCenter')({
  component: PatentCenterPage,
});
