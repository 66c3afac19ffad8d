import { expect } from 'vitest';
import { screen, within } from '@testing-library/react';
import { describeRecordPage } from '@/app/test/record-page-cases';

describeRecordPage({
  path: '/patentCenter',
  account: 'individual',
  endpoint: '/api/center/records',
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
