import { createLazyFileRoute } from '@tanstack/react-router';
import { PatentTestRecordPage } from '@/pages/center-records';

export const Route = createLazyFileRoute('/_portal/_center/patentTestRecord')({
  component: PatentTestRecordPage,
});
