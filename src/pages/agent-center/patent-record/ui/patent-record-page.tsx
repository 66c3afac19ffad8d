import { ServiceRecordsPage } from '@/widgets/service-records';

export function PatentRecordPage() {
  return (
    <ServiceRecordsPage
      heading="专利评估记录"
      description="本机构的专利评估记录，评估完成后可下载评估报告。"
      submit={{ to: '/patentSubmit', label: '提交专利评估' }}
      scope="agent"
      service="patent"
      title="专利评估记录"
    />
  );
}
