import { ServiceRecordsPage } from '@/widgets/service-records';

export function PatentTestRecordPage() {
  return (
    <ServiceRecordsPage
      heading="专利检测记录"
      description="本机构的专利检测记录，检测完成后可下载报告。"
      submit={{ to: '/patentTestSubmit', label: '提交专利检测' }}
      scope="agent"
      service="patentCheck"
      title="专利检测记录"
    />
  );
}
