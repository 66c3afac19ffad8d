import { createLazyFileRoute } from '@tanstack/react-router';
import { IpManagePage } from '@/pages/agent-center/ip-manage';

export const Route = createLazyFileRoute('/_portal/_center/ipManage')({
  component: IpManagePage,
});
