import { ServiceRecordsPage } from '@/widgets/service-records';

export function CheckCenterPage() {
  return (
    <ServiceRecordsPage
      heading="查重中心"
      description="学术查重记录：查看检测进度与相似度，检测完成后下载报告。"
      submit={{ to: '/checkSubmit/{-$code}', search: { service: 'check' }, label: '提交查重' }}
      scope="center"
      service="check"
      title="查重记录"
    />
  );
}
