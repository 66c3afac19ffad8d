import { expect } from 'vitest';
import { within } from '@testing-library/react';
import { describeRecordPage } from '@/app/test/record-page-cases';

describeRecordPage({
  path: '/patentTestRecord',
  account: 'agentMain',
  endpoint: '/api/agent/records',
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
