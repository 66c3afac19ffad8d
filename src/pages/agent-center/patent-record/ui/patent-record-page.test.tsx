import { expect } from 'vitest';
import { screen, within } from '@testing-library/react';
import { describeRecordPage } from '@/app/test/record-page-cases';

describeRecordPage({
  path: '/patentRecord',
  account: 'agentMain',
  endpoint: '/api/agent/records',
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
