import { describe, expect, it } from 'vitest';
import { columnsFor } from './columns';

const labels = (...args: Parameters<typeof columnsFor>) => columnsFor(...args).columns.map((column) => column.label);

describe('columnsFor', () => {
  it('names each service’s number, author and result in its own words', () => {
    expect(labels({ service: 'check', agent: false, mainAccount: false })).toEqual([
      '报告编号',
      '标题 / 作者',
      '服务类型',
      '状态',
      '相似度',
      '金额',
      '提交 / 完成时间',
      '操作',
    ]);
    expect(labels({ service: 'patent', agent: false, mainAccount: false })).toEqual([
      '评估编号',
      '标题 / 专利权人',
      '服务类型',
      '状态',
      '金额',
      '提交 / 完成时间',
      '操作',
    ]);
    expect(labels({ service: 'copyright', agent: false, mainAccount: false })).toContain('标题 / 著作权人');
    expect(columnsFor({ service: 'patentCheck', agent: false, mainAccount: false }).cells.showPatentNo).toBe(true);
    expect(columnsFor({ service: 'aigc', agent: false, mainAccount: false }).cells.showPatentNo).toBe(false);
  });

  it('shows accounts to a main account and channels where both are listed', () => {
    expect(columnsFor({ agent: true, mainAccount: true })).toMatchObject({
      cells: { showService: true, showPatentNo: true, showAccount: true, showChannel: true },
    });
    expect(labels({ agent: true, mainAccount: true })).toContain('账号 / 渠道');
    expect(labels({ service: 'check', agent: true, mainAccount: false })).toContain('渠道');
    // Patents are not sold through promotion codes; promotion records all belong to the main account.
    expect(labels({ service: 'patent', agent: true, mainAccount: true })).toContain('账号');
    expect(
      labels({ service: 'aigc', agent: true, channel: 'promotion', mainAccount: true }).filter((label) => /账号|渠道|推广码/.test(label)),
    ).toEqual(['推广码 / 客户']);
    expect(
      labels({ service: 'aigc', agent: true, channel: 'direct', mainAccount: false }).filter((label) => /账号|渠道|推广码/.test(label)),
    ).toEqual([]);
  });
});
