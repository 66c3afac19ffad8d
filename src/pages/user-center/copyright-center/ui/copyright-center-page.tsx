import { ServiceRecordsPage } from '@/widgets/service-records';

export function CopyrightCenterPage() {
  return (
    <ServiceRecordsPage
      heading="版权中心"
      description="版权登记记录：查看受理与审查进度，登记完成后下载作品登记证书。"
      submit={{ to: '/copyrightOperation', label: '申请版权登记' }}
      scope="center"
      service="copyright"
      title="版权登记记录"
    />
  );
}
