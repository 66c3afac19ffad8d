import { createLazyFileRoute } from '@tanstack/react-router';
import { AigcPromRecordPage } from '@/pages/center-records';

export const Route = createLazyFileRoute('/_portal/_center/aigcPromRecord')({
  component: AigcPromRecordPage,
});
