import { createLazyFileRoute } from '@tanstack/react-router';
import { PatentRecordPage } from '@/pages/center-records';

export const Route = createLazyFileRoute('/_portal/_center/patentRecord')({
  component: PatentRecordPage,
});
