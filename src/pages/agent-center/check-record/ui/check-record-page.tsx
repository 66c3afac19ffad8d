import { ServiceRecordsPage } from '@/widgets/service-records';

// The check service's records of both channels (the contract: /checkRecord is `service=check`); /checkListCenter is the cross-service list.
export function CheckRecordPage() {
  return (
    <ServiceRecordsPage
      heading="检测记录"
      description="本机构的学术查重记录，含自主提交与推广码带来的检测。"
      submit={{ to: '/singleCheckCenter', label: '提交检测' }}
      scope="agent"
      service="check"
      title="检测记录"
    />
  );
}
