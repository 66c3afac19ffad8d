import { ServiceRecordsPage } from '@/widgets/service-records';

// Records bought through the institution's promotion codes (`channel=promotion`), with code and customer; its own submissions are on /aigcCheckRecord.
export function AigcPromRecordPage() {
  return (
    <ServiceRecordsPage
      heading="AIGC推广记录"
      description="通过本机构推广码购买的 AIGC 检测记录，含推广码与客户。"
      scope="agent"
      service="aigc"
      channel="promotion"
      title="AIGC推广记录"
    />
  );
}
