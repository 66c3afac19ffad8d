import { ServiceRecordsPage } from '@/widgets/service-records';

// The institution's own submissions (`channel=direct`); buyers who came through its promotion codes are on /aigcPromRecord.
export function AigcCheckRecordPage() {
  return (
    <ServiceRecordsPage
      heading="AIGC检测记录"
      description="本机构自主提交的 AIGC 检测记录。"
      submit={{ to: '/aigcSubmit', label: '提交AIGC检测' }}
      scope="agent"
      service="aigc"
      channel="direct"
      title="AIGC检测记录"
    />
  );
}
