import { ServiceRecordsPage } from '@/widgets/service-records';

export function OriginalCenterPage() {
  return (
    <ServiceRecordsPage
      heading="原创中心"
      description="原创认证记录：查看审核进度，认证通过后下载原创认证证书。"
      submit={{ to: '/originalCertification', label: '申请原创认证' }}
      scope="center"
      service="original"
      title="原创认证记录"
    />
  );
}
