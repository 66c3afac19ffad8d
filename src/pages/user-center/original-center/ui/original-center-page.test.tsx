import { expect } from 'vitest';
import { screen, within } from '@testing-library/react';
import { describeRecordPage } from '@/app/test/record-page-cases';

describeRecordPage({
  path: '/originalCenter',
  account: 'individual',
  endpoint: '/api/center/records',
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
