import { expect } from 'vitest';
import { within } from '@testing-library/react';
import { describeRecordPage } from '@/app/test/record-page-cases';

describeRecordPage({
  path: '/aigcCheck',
  account: 'individual',
  endpoint: '/api/center/records',
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
