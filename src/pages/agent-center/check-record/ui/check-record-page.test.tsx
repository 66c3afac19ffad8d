import { expect } from 'vitest';
import { screen, within } from '@testing-library/react';
import { describeRecordPage } from '@/app/test/record-page-cases';

describeRecordPage({
  path: '/checkRecord',
  account: 'agentMain',
  endpoint: '/api/agent/records',
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
