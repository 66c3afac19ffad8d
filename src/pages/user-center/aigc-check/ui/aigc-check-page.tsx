import { ServiceRecordsPage } from '@/widgets/service-records';

export function AigcCheckRecordsPage() {
  return (
    <ServiceRecordsPage
      heading="AIGC检测"
      description="AIGC检测记录：查看检测进度与 AIGC 占比，检测完成后下载报告。"
      submit={{ to: '/checkSubmit/{-$code}', search: { service: 'aigc' }, label: '提交AIGC检测' }}
      scope="center"
      service="aigc"
      title="AIGC检测记录"
    />
  );
}
