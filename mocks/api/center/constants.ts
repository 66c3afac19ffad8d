import type { ServiceKind } from '@/shared/api/generated/model';

/**
 * Facts of the service records that handlers, tests and docs rely on (the institution center's
 * statistics and scholar services count the same records). Literal, in one place.
 */

/** How long a mock review (real-name, scholar) takes before it is approved. */
export const REVIEW_DURATION_MS = 10_000;

export interface ServiceStatuses {
  /** The dictionary of `status`. */
  dictType: string;
  /** Every value of that dictionary, in order. */
  values: readonly string[];
  /** Submitted and not finished. */
  running: readonly string[];
  /** With a result (report, certificate, registration). */
  finished: string;
  /** Over without a result (failed, refunded, refused); they carry a remark. */
  failed: readonly string[];
}

const CHECK_STATUSES: ServiceStatuses = {
  dictType: 'check_status',
  values: ['0', '1', '2', '3', '4', '5'],
  running: ['0', '1', '2'],
  finished: '3',
  failed: ['4', '5'],
};

export const SERVICE_STATUSES: Readonly<Record<ServiceKind, ServiceStatuses>> = {
  check: CHECK_STATUSES,
  aigc: CHECK_STATUSES,
  patentCheck: CHECK_STATUSES,
  patent: { dictType: 'patent_status', values: ['0', '1', '2', '3'], running: ['0', '1'], finished: '2', failed: ['3'] },
  original: { dictType: 'cert_status', values: ['0', '1', '2', '3'], running: ['0', '1'], finished: '2', failed: ['3'] },
  copyright: { dictType: 'copyright_status', values: ['0', '1', '2', '3', '4'], running: ['0', '1', '3'], finished: '2', failed: ['4'] },
};

export const SERVICE_KINDS: readonly ServiceKind[] = ['check', 'aigc', 'patent', 'patentCheck', 'original', 'copyright'];

/** Services whose records are checks with a report (BG... codes, /report/{code}). */
export const REPORT_SERVICES: readonly ServiceKind[] = ['check', 'aigc', 'patentCheck'];

/** Chinese names of the services (dictionary `service_type`), for CSV files and activity lines. */
export const SERVICE_NAMES: Readonly<Record<ServiceKind, string>> = {
  check: '学术查重',
  aigc: 'AIGC检测',
  patent: '专利评估',
  patentCheck: '专利检测',
  original: '原创认证',
  copyright: '版权登记',
};

/** Business number prefixes of the services without a report. */
export const CODE_PREFIX: Readonly<Record<'patent' | 'original' | 'copyright', string>> = { patent: 'PG', original: 'YC', copyright: 'BQ' };

/** Why a record failed, per service and status. */
export const FAILURE_REMARKS: Readonly<Record<ServiceKind, Readonly<Record<string, string>>>> = {
  check: { '4': '文档无法解析，请检查文件是否加密或损坏后重新提交', '5': '检测失败，费用已原路退回' },
  aigc: { '4': '文档字数不足 500 字，无法完成 AIGC 检测', '5': '用户申请取消，费用已原路退回' },
  patentCheck: { '4': '申请文件缺少权利要求书，无法比对', '5': '检测失败，费用已原路退回' },
  patent: { '3': '未检索到该专利的法律状态信息，请核对专利号后重新提交' },
  original: { '3': '提交的创作过程材料不足以证明原创性，请补充后重新申请' },
  copyright: { '3': '请补充提交作品创作说明及权属证明材料', '4': '作品与已登记作品构成实质性相似，不予登记' },
};
