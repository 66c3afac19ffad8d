import { createLazyFileRoute } from '@tanstack/react-router';
import { CheckRecordPage } from '@/pages/center-records';

export const Route = createLazyFileRoute('/_portal/_center/checkRecord')({
  component: CheckRecordPage,
});
