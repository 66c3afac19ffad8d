import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/shared/lib/test';
import { StatisticsTable } from './statistics-table';

const rows = [
  { code: 'TG1', name: '春季推广', count: 12, amount: 1234.5 },
  { code: 'TG2', name: '秋季推广', count: 3, amount: 90 },
];

describe('StatisticsTable', () => {
  it('draws the describing columns, then 次数 and 金额, then a 合计 row under the first column', () => {
    renderWithProviders(
      <StatisticsTable
        caption="按推广码"
        rows={rows}
        rowKey={(row) => row.code}
        columns={[
          { header: '推广码', cell: (row) => row.code },
          { header: '推广名称', cell: (row) => row.name },
        ]}
        totals={{ count: 15, amount: 1324.5 }}
      />,
    );
    const table = screen.getByRole('table', { name: '按推广码' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['推广码', '推广名称', '次数', '金额']);
    const lines = within(table).getAllByRole('row');
    expect(lines).toHaveLength(4);
    const footer = within(lines[3]!)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(footer[0]).toBe('合计');
    expect(footer[1]).toBe('');
    expect(footer[2]).toContain('15');
    expect(footer[3]).toContain('1,324.50');
  });

  it('names the sums as the chart does and draws no 合计 without totals', () => {
    renderWithProviders(
      <StatisticsTable
        caption="每日明细"
        rows={[{ date: '2026-11-01', count: 2, amount: 20 }]}
        rowKey={(row) => row.date}
        columns={[{ header: '日期', cell: (row) => row.date }]}
        sumLabels={{ count: '成交次数', amount: '成交金额' }}
      />,
    );
    const table = screen.getByRole('table', { name: '每日明细' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['日期', '成交次数', '成交金额']);
    expect(within(table).queryByText('合计')).not.toBeInTheDocument();
  });
});
