import { expect } from 'vitest';
import { screen, within } from '@testing-library/react';
import { describeRecordPage } from '@/app/test/record-page-cases';

describeRecordPage({
  path: '/copyrightCenter',
  account: 'individual',
  endpoint: '/api/center/records',
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
