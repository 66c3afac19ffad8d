import { expect } from 'vitest';
import { screen, within } from '@testing-library/react';
import { describeRecordPage } from '@/app/test/record-page-cases';

describeRecordPage({
  path: '/checkListCenter',
  account: 'agentMain',
  endpoint: '/api/agent/records',
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
