import type { ServiceKind } from '@/shared/api/generated/model';

/** What a record list shows differently per service (the contract's ServiceKind). */
export interface ServiceFacts {
  /** The dictionary of `status`. */
  statusDict: string;
  /** The value of that dictionary that means "finished, with a result". */
  finished: string;
  /** Values during which the result is on its way within minutes: the list refreshes itself. */
  progressing: readonly string[];
  /** Column title of `code`. */
  codeLabel: string;
  /** Column title of `author`. */
  authorLabel: string;
  /** Column title of the result column, for services that have one. */
  resultLabel?: string;
  /** The download button of a finished record. */
  downloadLabel: string;
  /** The saved file's name before the code, when the answer names none. */
  fileNamePrefix: string;
  /** Whether `code` is a report code that /report/{code} shows. */
  hasReportPage: boolean;
  /** Whether `patentNo` is worth showing. */
  hasPatentNo: boolean;
  /** Whether visitors buy it through an institution's promotion codes (so channels differ). */
  promoted: boolean;
}

const CHECK: Omit<ServiceFacts, 'resultLabel' | 'hasPatentNo' | 'promoted'> = {
  statusDict: 'check_status',
  finished: '3',
  // 待检测 and 检测中: a check finishes within minutes; 待支付 waits for the user.
  progressing: ['1', '2'],
  codeLabel: '报告编号',
  authorLabel: '作者',
  downloadLabel: '下载报告',
  fileNamePrefix: '检测报告',
  hasReportPage: true,
};

/** Statuses and dictionaries as the contract's ServiceKind describes them. */
export const SERVICE_FACTS: Readonly<Record<ServiceKind, ServiceFacts>> = {
  check: { ...CHECK, resultLabel: '相似度', hasPatentNo: false, promoted: true },
  aigc: { ...CHECK, resultLabel: 'AIGC占比', hasPatentNo: false, promoted: true },
  patentCheck: { ...CHECK, resultLabel: '相似度', authorLabel: '专利权人', hasPatentNo: true, promoted: false },
  patent: {
    statusDict: 'patent_status',
    finished: '2',
    progressing: [],
    codeLabel: '评估编号',
    authorLabel: '专利权人',
    downloadLabel: '下载评估报告',
    fileNamePrefix: '专利评估报告',
    hasReportPage: false,
    hasPatentNo: true,
    promoted: false,
  },
  original: {
    statusDict: 'cert_status',
    finished: '2',
    progressing: [],
    codeLabel: '认证编号',
    authorLabel: '作者',
    downloadLabel: '下载证书',
    fileNamePrefix: '原创认证证书',
    hasReportPage: false,
    hasPatentNo: false,
    promoted: false,
  },
  copyright: {
    statusDict: 'copyright_status',
    finished: '2',
    progressing: [],
    codeLabel: '登记编号',
    authorLabel: '著作权人',
    downloadLabel: '下载证书',
    fileNamePrefix: '作品登记证书',
    hasReportPage: false,
    hasPatentNo: false,
    promoted: false,
  },
};

export const SERVICE_KINDS: readonly ServiceKind[] = ['check', 'aigc', 'patent', 'patentCheck', 'original', 'copyright'];

/** Dictionaries of the filters that are not a service's status. */
export const SERVICE_DICT = 'service_type';
export const CHANNEL_DICT = 'record_channel';
