import { describe, expect, it } from 'vitest';
import { HttpResponse, onApi, openAs, screen, server, userEvent, within, openPage } from '@/app/test';
import { describeRecordPage } from '@/app/test/record-page-cases';

// The record pages of the institution's center and the individual's center: one case each.

describeRecordPage({
  path: '/aigcCheckRecord',
  account: 'agentSub',
  operation: 'listAgentRecords',
  heading: 'AIGC检测记录',
  table: 'AIGC检测记录',
  query: { service: 'aigc', channel: 'direct' },
  expectRows(table) {
    expect(within(table).getByRole('columnheader', { name: '报告编号' })).toBeTruthy();
    expect(within(table).getByRole('columnheader', { name: 'AIGC占比' })).toBeTruthy();
    expect(within(table).getAllByRole('row')).toHaveLength(8);
    expect(screen.getByText(/^共 7 条记录/)).toBeTruthy();
    expect(within(table).queryByRole('columnheader', { name: '渠道' })).toBeNull();
    expect(within(table).queryByRole('columnheader', { name: '账号' })).toBeNull();
  },
  emptyLink: { name: '提交AIGC检测', href: '/aigcSubmit' },
});

describeRecordPage({
  path: '/aigcPromRecord',
  account: 'agentMain',
  operation: 'listAgentRecords',
  heading: 'AIGC推广记录',
  table: 'AIGC推广记录',
  query: { service: 'aigc', channel: 'promotion' },
  expectRows(table) {
    expect(within(table).getByRole('columnheader', { name: '推广码 / 客户' })).toBeTruthy();
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    expect(within(table).getAllByText(/^1\d{2}\*{4}\d{4}$/).length).toBe(10);
    // Every row came through a code the main account owns: no account or channel column.
    expect(within(table).queryByRole('columnheader', { name: /账号|渠道/ })).toBeNull();
    expect(screen.queryByRole('combobox', { name: /账号|渠道/ })).toBeNull();
  },
});

describeRecordPage({
  path: '/checkListCenter',
  account: 'agentMain',
  operation: 'listAgentRecords',
  heading: '检测中心',
  table: '机构检测记录',
  query: {},
  async expectRows(table) {
    expect(within(table).getByRole('columnheader', { name: '编号' })).toBeTruthy();
    expect(within(table).getByRole('columnheader', { name: '服务 / 类型' })).toBeTruthy();
    expect(within(table).getByRole('columnheader', { name: '账号 / 渠道' })).toBeTruthy();
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    expect(screen.getByRole('combobox', { name: '服务' })).toBeTruthy();
    expect(await within(table).findAllByText('学术查重')).not.toHaveLength(0);
  },
  emptyLink: { name: '批量检测', href: '/moreCheckCenter' },
});

describeRecordPage({
  path: '/checkRecord',
  account: 'agentMain',
  operation: 'listAgentRecords',
  heading: '检测记录',
  table: '检测记录',
  query: { service: 'check' },
  expectRows(table) {
    expect(within(table).getByRole('columnheader', { name: '报告编号' })).toBeTruthy();
    expect(within(table).getByRole('columnheader', { name: '账号 / 渠道' })).toBeTruthy();
    expect(within(table).getByRole('columnheader', { name: '相似度' })).toBeTruthy();
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    expect(
      within(table).getAllByRole('button', {
        name: /^下载报告 检测报告-BG\d+$/,
      }).length,
    ).toBeGreaterThan(0);
    expect(screen.getByRole('combobox', { name: '账号' })).toBeTruthy();
  },
  emptyLink: { name: '提交检测', href: '/singleCheckCenter' },
});

describeRecordPage({
  path: '/patentRecord',
  account: 'agentMain',
  operation: 'listAgentRecords',
  heading: '专利评估记录',
  table: '专利评估记录',
  query: { service: 'patent' },
  expectRows(table) {
    expect(within(table).getByRole('columnheader', { name: '评估编号' })).toBeTruthy();
    // The patent number under the title, where known.
    expect(within(table).getAllByText(/^CN\d{9}[A-Z]$/).length).toBeGreaterThan(0);
    expect(within(table).getByRole('columnheader', { name: '账号' })).toBeTruthy();
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    expect(screen.queryByRole('combobox', { name: '渠道' })).toBeNull();
    expect(
      within(table).getAllByRole('button', {
        name: /^下载评估报告 专利评估报告-PG\d+$/,
      }).length,
    ).toBeGreaterThan(0);
  },
  emptyLink: { name: '提交专利评估', href: '/patentSubmit' },
});

describeRecordPage({
  path: '/patentTestRecord',
  account: 'agentMain',
  operation: 'listAgentRecords',
  heading: '专利检测记录',
  table: '专利检测记录',
  query: { service: 'patentCheck' },
  expectRows(table) {
    expect(within(table).getByRole('columnheader', { name: '报告编号' })).toBeTruthy();
    // The patent number under the title, where known.
    expect(within(table).getAllByText(/^CN\d{9}[A-Z]$/).length).toBeGreaterThan(0);
    expect(within(table).getByRole('columnheader', { name: '相似度' })).toBeTruthy();
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    expect(
      within(table).getAllByRole('button', {
        name: /^下载报告 检测报告-BG\d+$/,
      }).length,
    ).toBeGreaterThan(0);
  },
  emptyLink: { name: '提交专利检测', href: '/patentTestSubmit' },
});

describeRecordPage({
  path: '/copyrightCenter',
  account: 'individual',
  operation: 'listMyRecords',
  heading: '版权中心',
  table: '版权登记记录',
  query: { service: 'copyright' },
  async expectRows(table) {
    expect(within(table).getByRole('columnheader', { name: '登记编号' })).toBeTruthy();
    expect(within(table).getByRole('columnheader', { name: '标题 / 著作权人' })).toBeTruthy();
    expect(within(table).getAllByRole('row')).toHaveLength(10);
    expect(screen.getByText(/^共 9 条记录/)).toBeTruthy();
    expect(within(table).getAllByRole('button', { name: /^下载证书 作品登记证书-BQ\d+$/ }).length).toBeGreaterThan(0);
    expect(await within(table).findAllByText('已登记')).not.toHaveLength(0);
  },
  emptyLink: { name: '申请版权登记', href: '/copyrightOperation' },
});

describeRecordPage({
  path: '/originalCenter',
  account: 'individual',
  operation: 'listMyRecords',
  heading: '原创中心',
  table: '原创认证记录',
  query: { service: 'original' },
  async expectRows(table) {
    expect(within(table).getByRole('columnheader', { name: '认证编号' })).toBeTruthy();
    expect(within(table).getByRole('columnheader', { name: '状态' })).toBeTruthy();
    expect(within(table).getAllByRole('row')).toHaveLength(9);
    expect(screen.getByText(/^共 8 条记录/)).toBeTruthy();
    expect(within(table).getAllByRole('button', { name: /^下载证书 原创认证证书-YC\d+$/ }).length).toBeGreaterThan(0);
    expect(await within(table).findAllByText('已认证')).not.toHaveLength(0);
  },
  emptyLink: { name: '申请原创认证', href: '/originalCertification' },
});

describeRecordPage({
  path: '/patentCenter',
  account: 'individual',
  operation: 'listMyRecords',
  heading: '专利中心',
  table: '专利评估记录',
  query: { service: 'patent' },
  expectRows(table) {
    expect(within(table).getByRole('columnheader', { name: '评估编号' })).toBeTruthy();
    expect(within(table).getByRole('columnheader', { name: '标题 / 专利权人' })).toBeTruthy();
    expect(within(table).getAllByRole('row')).toHaveLength(9);
    expect(screen.getByText(/^共 8 条记录/)).toBeTruthy();
    expect(within(table).getAllByRole('button', { name: /^下载评估报告 专利评估报告-PG\d+$/ }).length).toBeGreaterThan(0);
    expect(within(table).getAllByText(/^CN\d{9}[A-Z]$/).length).toBeGreaterThan(0);
    expect(within(table).queryByRole('columnheader', { name: '相似度' })).toBeNull();
  },
  emptyLink: { name: '申请专利评估', href: '/patentEvaluation' },
});

describeRecordPage({
  path: '/aigcCheck',
  account: 'individual',
  operation: 'listMyRecords',
  heading: 'AIGC检测',
  table: 'AIGC检测记录',
  query: { service: 'aigc' },
  expectRows(table) {
    expect(within(table).getByRole('columnheader', { name: '报告编号' })).toBeTruthy();
    expect(within(table).getByRole('columnheader', { name: 'AIGC占比' })).toBeTruthy();
    expect(within(table).getByRole('columnheader', { name: '状态' })).toBeTruthy();
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    expect(within(table).getAllByRole('button', { name: /^下载报告 检测报告-BG\d+$/ }).length).toBeGreaterThan(0);
    expect(within(table).getAllByText(/^\d+\.\d%$/).length).toBeGreaterThan(0);
  },
  emptyLink: { name: '提交AIGC检测', href: '/checkSubmit?service=aigc' },
});

const emptyPage = { code: 200, msg: '操作成功', data: { rows: [], total: 0, page: 1, pageSize: 10 } };

describe('/checkCenter', () => {
  it('lists the check records with status tags, similarity, remarks and the report download', async () => {
    await openPage('/checkCenter', '查重中心', 'individual');
    const table = await screen.findByRole('table', { name: '查重记录' });
    expect(within(table).getByRole('columnheader', { name: '报告编号' })).toBeTruthy();
    expect(within(table).getByRole('columnheader', { name: '相似度' })).toBeTruthy();
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    expect(await within(table).findAllByText('检测完成')).not.toHaveLength(0);
    expect(within(table).getAllByRole('button', { name: /^下载报告 检测报告-BG\d+$/ }).length).toBeGreaterThan(0);
    expect(within(table).getAllByText(/^\d+\.\d%$/).length).toBeGreaterThan(0);
    expect(
      within(table)
        .getAllByRole('link', { name: /^BG\d+$/ })[0]
        ?.getAttribute('href'),
    ).toMatch(/^\/report\/BG\d+$/);
    expect(screen.getByText(/^共 \d+ 条记录/)).toBeTruthy();
    expect(screen.getByRole('navigation', { name: '记录分页' })).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/undefined|NaN|\[object Object\]/);
  });

  it('says so when there are no records, with the way to submit one', async () => {
    server.use(onApi('listMyRecords', () => HttpResponse.json(emptyPage)));
    await openAs('individual', '/checkCenter');
    expect(await screen.findByText('暂无记录')).toBeTruthy();
    expect(screen.getAllByRole('link', { name: '提交查重' })[0]?.getAttribute('href')).toBe('/checkSubmit?service=check');
    expect((screen.getByRole('button', { name: '导出 CSV' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows the failure with a retry that loads the list', async () => {
    server.use(onApi('listMyRecords', () => HttpResponse.json({ code: 500, msg: '记录服务繁忙' }), { once: true }));
    await openAs('individual', '/checkCenter');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('记录加载失败')).toBeTruthy();
    expect(within(alert).getByText('记录服务繁忙')).toBeTruthy();
    expect(screen.queryByText(/^共 \d+ 条记录/)).toBeNull();
    await userEvent.setup().click(within(alert).getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('table', { name: '查重记录' })).toBeTruthy();
  });
});
