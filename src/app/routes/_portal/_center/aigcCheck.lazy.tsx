import { createLazyFileRoute } from '@tanstack/react-router';
import { AigcCheckRecordsPage } from '@/pages/center-records';

export const Route = createLazyFileRoute('/_portal/_center/aigcCheck')({
  component: AigcCheckRecordsPage,
});
