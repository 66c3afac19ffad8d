import { ServiceRecordsPage } from '@/widgets/service-records';

// Every service's records (the contract lists /checkListCenter without a `service`), where /checkRecord is the check service alone.
export function CheckListCenterPage() {
  return (
    <ServiceRecordsPage
      heading="检测中心"
      description="本机构全部服务的检测记录，可按服务、渠道、账号与日期筛选。"
      submit={{ to: '/moreCheckCenter', label: '批量检测' }}
      scope="agent"
      title="机构检测记录"
    />
  );
}
