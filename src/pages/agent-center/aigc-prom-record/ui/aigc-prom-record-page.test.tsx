import { expect } from 'vitest';
import { screen, within } from '@testing-library/react';
import { describeRecordPage } from '@/app/test/record-page-cases';

describeRecordPage({
  path: '/aigcPromRecord',
  account: 'agentMain',
  endpoint: '/api/agent/records',
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
