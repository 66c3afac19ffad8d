import { ServiceRecordsPage } from '@/widgets/service-records';
import type { ServiceRecordsPageProps } from '@/widgets/service-records';

type Extra = Partial<Pick<ServiceRecordsPageProps, 'service' | 'channel' | 'submit' | 'title'>>;

/** One record page of a center: its heading and description over the records of `scope`. */
function recordPage(scope: ServiceRecordsPageProps['scope'], heading: string, description: string, extra: Extra) {
  function CenterRecordPage() {
    return <ServiceRecordsPage scope={scope} heading={heading} description={description} title={heading} {...extra} />;
  }
  return CenterRecordPage;
}

// The institution's center (/agent…): every record of the institution and its sub-accounts.
export const CheckListCenterPage = recordPage('agent', '检测中心', '本机构全部服务的检测记录，可按服务、渠道、账号与日期筛选。', {
  title: '机构检测记录',
  submit: { to: '/moreCheckCenter', label: '批量检测' },
});
export const CheckRecordPage = recordPage('agent', '检测记录', '本机构的学术查重记录，含自主提交与推广码带来的检测。', {
  service: 'check',
  submit: { to: '/singleCheckCenter', label: '提交检测' },
});
export const AigcCheckRecordPage = recordPage('agent', 'AIGC检测记录', '本机构自主提交的 AIGC 检测记录。', {
  service: 'aigc',
  channel: 'direct',
  submit: { to: '/aigcSubmit', label: '提交AIGC检测' },
});
export const AigcPromRecordPage = recordPage('agent', 'AIGC推广记录', '通过本机构推广码购买的 AIGC 检测记录，含推广码与客户。', {
  service: 'aigc',
  channel: 'promotion',
});
export const PatentRecordPage = recordPage('agent', '专利评估记录', '本机构的专利评估记录，评估完成后可下载评估报告。', {
  service: 'patent',
  submit: { to: '/patentSubmit', label: '提交专利评估' },
});
export const PatentTestRecordPage = recordPage('agent', '专利检测记录', '本机构的专利检测记录，检测完成后可下载报告。', {
  service: 'patentCheck',
  submit: { to: '/patentTestSubmit', label: '提交专利检测' },
});

// The individual's center: the user's own records of one service.
export const CheckCenterPage = recordPage('center', '查重中心', '学术查重记录：查看检测进度与相似度，检测完成后下载报告。', {
  service: 'check',
  title: '查重记录',
  submit: { to: '/checkSubmit/{-$code}', search: { service: 'check' }, label: '提交查重' },
});
export const AigcCheckRecordsPage = recordPage('center', 'AIGC检测', 'AIGC检测记录：查看检测进度与 AIGC 占比，检测完成后下载报告。', {
  service: 'aigc',
  title: 'AIGC检测记录',
  submit: { to: '/checkSubmit/{-$code}', search: { service: 'aigc' }, label: '提交AIGC检测' },
});
export const PatentCenterPage = recordPage('center', '专利中心', '专利评估记录：查看评估进度，评估完成后下载评估报告。', {
  service: 'patent',
  title: '专利评估记录',
  submit: { to: '/patentEvaluation', label: '申请专利评估' },
});
export const OriginalCenterPage = recordPage('center', '原创中心', '原创认证记录：查看审核进度，认证通过后下载原创认证证书。', {
  service: 'original',
  title: '原创认证记录',
  submit: { to: '/originalCertification', label: '申请原创认证' },
});
export const CopyrightCenterPage = recordPage('center', '版权中心', '版权登记记录：查看受理与审查进度，登记完成后下载作品登记证书。', {
  service: 'copyright',
  title: '版权登记记录',
  submit: { to: '/copyrightOperation', label: '申请版权登记' },
});
