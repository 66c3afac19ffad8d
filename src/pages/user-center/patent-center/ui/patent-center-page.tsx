import { ServiceRecordsPage } from '@/widgets/service-records';

export function PatentCenterPage() {
  return (
    <ServiceRecordsPage
      heading="专利中心"
      description="专利评估记录：查看评估进度，评估完成后下载评估报告。"
      submit={{ to: '/patentEvaluation', label: '申请专利评估' }}
      scope="center"
      service="patent"
      title="专利评估记录"
    />
  );
}
