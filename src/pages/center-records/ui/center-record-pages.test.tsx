import { expect } from 'vitest';
import { screen, within } from '@/app/test';
import { describeRecordPage } from '@/app/test/record-page-cases';

// The record pages of the institution's center and the individual's center: what each shows, the
// data, empty and error cases written by describeRecordPage.

const REPORT = /^下载报告 检测报告-BG\d+$/;
const PATENT_REPORT = /^下载评估报告 专利评估报告-PG\d+$/;
// The patent number under the title, where known.
const PATENT_NUMBER = /^CN\d{9}[A-Z]$/;
const PERCENT = /^\d+\.\d%$/;

/** The check center's report numbers open the report, and its records come in pages. */
function linksReports(table: HTMLElement) {
  expect(
    within(table)
      .getAllByRole('link', { name: /^BG\d+$/ })[0]
      ?.getAttribute('href'),
  ).toMatch(/^\/report\/BG\d+$/);
  expect(screen.getByRole('navigation', { name: '记录分页' })).toBeVisible();
}

describeRecordPage('agentSub', '/aigcCheckRecord', 'AIGC检测记录', {
  query: { service: 'aigc', channel: 'direct' },
  shows: { columns: ['报告编号', 'AIGC占比'], noColumns: ['渠道', '账号'], rows: 8, total: 7 },
  emptyLink: { name: '提交AIGC检测', href: '/aigcSubmit' },
});

describeRecordPage('agentMain', '/aigcPromRecord', 'AIGC推广记录', {
  query: { service: 'aigc', channel: 'promotion' },
  // Every row came through a code the main account owns: no account or channel column.
  shows: {
    columns: ['推广码 / 客户'],
    noColumns: [/账号|渠道/],
    noFilters: /账号|渠道/,
    rows: 11,
    also: (table) => expect(within(table).getAllByText(/^1\d{2}\*{4}\d{4}$/).length).toBe(10),
  },
});

describeRecordPage('agentMain', '/checkListCenter', '检测中心', {
  table: '机构检测记录',
  query: {},
  shows: { columns: ['编号', '服务 / 类型', '账号 / 渠道'], rows: 11, filters: ['服务'], tag: '学术查重' },
  emptyLink: { name: '批量检测', href: '/moreCheckCenter' },
});

describeRecordPage('agentMain', '/checkRecord', '检测记录', {
  query: { service: 'check' },
  shows: { columns: ['报告编号', '账号 / 渠道', '相似度'], rows: 11, download: REPORT, filters: ['账号'] },
  emptyLink: { name: '提交检测', href: '/singleCheckCenter' },
});

describeRecordPage('agentMain', '/patentRecord', '专利评估记录', {
  query: { service: 'patent' },
  shows: { columns: ['评估编号', '账号'], rows: 11, cells: [PATENT_NUMBER], noFilters: /渠道/, download: PATENT_REPORT },
  emptyLink: { name: '提交专利评估', href: '/patentSubmit' },
});

describeRecordPage('agentMain', '/patentTestRecord', '专利检测记录', {
  query: { service: 'patentCheck' },
  shows: { columns: ['报告编号', '相似度'], rows: 11, cells: [PATENT_NUMBER], download: REPORT },
  emptyLink: { name: '提交专利检测', href: '/patentTestSubmit' },
});

describeRecordPage('individual', '/copyrightCenter', '版权中心', {
  table: '版权登记记录',
  query: { service: 'copyright' },
  shows: { columns: ['登记编号', '标题 / 著作权人'], rows: 10, total: 9, download: /^下载证书 作品登记证书-BQ\d+$/, tag: '已登记' },
  emptyLink: { name: '申请版权登记', href: '/copyrightOperation' },
});

describeRecordPage('individual', '/originalCenter', '原创中心', {
  table: '原创认证记录',
  query: { service: 'original' },
  shows: { columns: ['认证编号', '状态'], rows: 9, total: 8, download: /^下载证书 原创认证证书-YC\d+$/, tag: '已认证' },
  emptyLink: { name: '申请原创认证', href: '/originalCertification' },
});

describeRecordPage('individual', '/patentCenter', '专利中心', {
  table: '专利评估记录',
  query: { service: 'patent' },
  shows: {
    columns: ['评估编号', '标题 / 专利权人'],
    noColumns: ['相似度'],
    rows: 9,
    total: 8,
    download: PATENT_REPORT,
    cells: [PATENT_NUMBER],
  },
  emptyLink: { name: '申请专利评估', href: '/patentEvaluation' },
});

describeRecordPage('individual', '/aigcCheck', 'AIGC检测', {
  table: 'AIGC检测记录',
  query: { service: 'aigc' },
  shows: { columns: ['报告编号', 'AIGC占比', '状态'], rows: 11, download: REPORT, cells: [PERCENT] },
  emptyLink: { name: '提交AIGC检测', href: '/checkSubmit?service=aigc' },
});

describeRecordPage('individual', '/checkCenter', '查重中心', {
  table: '查重记录',
  query: { service: 'check' },
  shows: {
    columns: ['报告编号', '相似度'],
    rows: 11,
    total: true,
    download: REPORT,
    cells: [PERCENT],
    tag: '检测完成',
    also: linksReports,
  },
  emptyLink: { name: '提交查重', href: '/checkSubmit?service=check' },
  emptyAlso: () => expect((screen.getByRole('button', { name: '导出 CSV' }) as HTMLButtonElement).disabled).toBe(true),
  failureAlso: () => expect(screen.queryByText(/^共 \d+ 条记录/)).not.toBeInTheDocument(),
});
