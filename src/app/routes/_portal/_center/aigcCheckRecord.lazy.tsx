import { createLazyFileRoute } from '@tanstack/react-router';
import { AigcCheckRecordPage } from '@/pages/center-records';

export const Route = createLazyFileRoute('/_portal/_center/aigcCheckRecord')({
  component: AigcCheckRecordPage,
});
