import type { RecordChannel, ServiceKind, ServiceRecord } from '@/shared/api/generated/model';
import { db } from '../../db/database';
import { formatDateTime } from '../../lib/date-time';
import { dayParam, pageOf, pagingOf } from '../../lib/lists';
import { oneOf } from '../../lib/params';
import { toCsv } from '../../lib/respond';
import { accountName } from '../auth';
import { reportByCode, settleReport } from '../report';
import { SERVICE_KINDS, SERVICE_NAMES, SERVICE_STATUSES } from './constants';
import { dictLabel, today } from './helpers';
import { filterRecords } from './queries';
import type { StoredRecord } from './tables';

/**
 * The service records: the ids of center rows, a check's record following its report, and what
 * both centers list, page and export (user center and institution center).
 */

export function nextCenterId(): number {
  const id = db.nextCenterId;
  db.nextCenterId += 1;
  return id;
}

/** A record of a check follows its report: status, file and similarity, finish time once over. */
export function syncRecord(record: StoredRecord): void {
  if (!record.reportCode) return;
  const report = reportByCode(record.reportCode);
  if (!report) return;
  settleReport(report);
  record.status = report.status;
  record.fileId = report.fileId;
  record.similarity = report.similarity;
  const statuses = SERVICE_STATUSES[record.service];
  const over = record.status === statuses.finished || statuses.failed.includes(record.status);
  if (over && record.finishTime === null) record.finishTime = formatDateTime(new Date(report.readyAt ?? Date.now()));
}

export function toServiceRecord(record: StoredRecord): ServiceRecord {
  syncRecord(record);
  const { reportCode: _reportCode, ...shown } = record;
  return { ...shown, accountName: accountName(record.accountId) };
}

const CHANNELS: readonly RecordChannel[] = ['direct', 'promotion'];

const RECORD_FILE_NAMES: Readonly<Record<ServiceKind, string>> = {
  check: '查重记录',
  aigc: 'AIGC检测记录',
  patent: '专利评估记录',
  patentCheck: '专利检测记录',
  original: '原创认证记录',
  copyright: '版权登记记录',
};

export function scopedRecords(accountIds: ReadonlySet<number>): StoredRecord[] {
  const rows = db.records.filter((record) => accountIds.has(record.accountId));
  rows.forEach(syncRecord);
  return rows;
}

export function recordsOf(params: URLSearchParams, accountIds: ReadonlySet<number>, agent: boolean): StoredRecord[] {
  return filterRecords(scopedRecords(accountIds), {
    accountIds,
    service: oneOf(SERVICE_KINDS, params.get('service')),
    channel: agent ? oneOf(CHANNELS, params.get('channel')) : undefined,
    keyword: params.get('keyword'),
    status: params.get('status')?.trim() || undefined,
    beginTime: dayParam(params.get('beginTime')),
    endTime: dayParam(params.get('endTime')),
  });
}

export function recordsCsv(records: readonly StoredRecord[], agent: boolean): string {
  const header = [
    '编号',
    '标题',
    '作者/权利人',
    '服务',
    '服务类型',
    '状态',
    '相似度(%)',
    '金额(元)',
    '提交时间',
    '完成时间',
    '专利号',
    '备注',
  ];
  if (agent) header.push('账号', '渠道', '推广码', '客户');
  const rows = records.map((record) => {
    const row: Array<string | number | null> = [
      record.code,
      record.title,
      record.author,
      SERVICE_NAMES[record.service],
      record.checkTypeName,
      dictLabel(SERVICE_STATUSES[record.service].dictType, record.status),
      record.similarity,
      record.amount,
      record.createTime,
      record.finishTime,
      record.patentNo,
      record.remark,
    ];
    if (agent) row.push(accountName(record.accountId), dictLabel('record_channel', record.channel), record.promotionCode, record.customer);
    return row;
  });
  return toCsv(header, rows);
}

export function recordsFileName(params: URLSearchParams): string {
  const service = oneOf(SERVICE_KINDS, params.get('service'));
  const name = service ? RECORD_FILE_NAMES[service] : '服务记录';
  const promotion = params.get('channel') === 'promotion';
  return `${promotion ? name.replace('记录', '推广记录') : name}-${today().replaceAll('-', '')}.csv`;
}

export function recordPage(params: URLSearchParams, accountIds: ReadonlySet<number>, agent: boolean) {
  const page = pageOf(recordsOf(params, accountIds, agent), pagingOf(params));
  return { ...page, rows: page.rows.map(toServiceRecord) };
}
