import { expect } from 'vitest';
import { screen, within } from '@testing-library/react';
import { describeRecordPage } from '@/app/test/record-page-cases';

describeRecordPage({
  path: '/aigcCheckRecord',
  account: 'agentSub',
  endpoint: '/api/agent/records',
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
