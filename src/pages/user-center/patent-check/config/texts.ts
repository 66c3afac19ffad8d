import { submitCheckBodyAuthorMax, submitCheckBodyTitleMax } from '@/shared/api/generated/zod/check/check.zod';

/** What /patentCheck says; server messages come from the server. The limits are submitCheck's. */
export const PATENT_CHECK_TEXT = {
  title: '专利检测',
  description: '上传专利申请文件，检测说明书与权利要求书的文字重复情况或新颖性风险；检测完成后可查看和下载报告。',
  formTitle: '提交专利检测',
  checkType: '检测类型',
  checkTypeRequired: '请选择检测类型',
  typesLoading: '正在加载检测类型',
  typesError: '检测类型加载失败',
  typesEmpty: '暂无可用的检测类型',
  typesEmptyHint: '专利检测服务正在配置中，请稍后再来。',
  document: '专利申请文件',
  documentRequired: '请上传专利申请文件',
  patentName: '专利名称',
  patentNameRequired: '请填写专利名称',
  patentNameLong: `专利名称不能超过${submitCheckBodyTitleMax}字`,
  applicant: '申请人',
  applicantRequired: '请填写申请人',
  applicantLong: `申请人不能超过${submitCheckBodyAuthorMax}字`,
  summary: '费用明细',
  price: '检测价格',
  payable: '应付金额',
  submit: '提交检测',
  submitting: '正在提交…',
  submitFailed: '提交失败，请稍后重试',
  fixErrors: '请先修正表单中的问题',
  successDescription: '申请文件已进入检测队列，请牢记报告编号与验证码，可凭二者查询和验证报告。',
  again: '继续提交',
  records: '专利检测记录',
} as const;

/** A patent application document: Word or PDF. */
export const PATENT_DOCUMENT_EXTENSIONS = ['doc', 'docx', 'pdf'] as const;
