import { describe, expect, it } from 'vitest';
import { HttpResponse, onApi, openAs, screen, server, userEvent, within } from '@/app/test';

const emptyPage = { code: 200, msg: '操作成功', data: { rows: [], total: 0, page: 1, pageSize: 10 } };

describe('/checkCenter', () => {
  it('lists the check records with status tags, similarity, remarks and the report download', async () => {
    await openAs('individual', '/checkCenter');
    expect(await screen.findByRole('heading', { level: 1, name: '查重中心' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: '查重记录' });
    expect(within(table).getByRole('columnheader', { name: '报告编号' })).toBeTruthy();
    expect(within(table).getByRole('columnheader', { name: '相似度' })).toBeTruthy();
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    expect(await within(table).findAllByText('检测完成')).not.toHaveLength(0);
    expect(within(table).getAllByRole('button', { name: /^下载报告 检测报告-BG\d+$/ }).length).toBeGreaterThan(0);
    expect(within(table).getAllByText(/^\d+\.\d%$/).length).toBeGreaterThan(0);
    expect(
      within(table)
        .getAllByRole('link', { name: /^BG\d+$/ })[0]
        ?.getAttribute('href'),
    ).toMatch(/^\/report\/BG\d+$/);
    expect(screen.getByText(/^共 \d+ 条记录/)).toBeTruthy();
    expect(screen.getByRole('navigation', { name: '记录分页' })).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/undefined|NaN|\[object Object\]/);
  });

  it('says so when there are no records, with the way to submit one', async () => {
    server.use(onApi('listMyRecords', () => HttpResponse.json(emptyPage)));
    await openAs('individual', '/checkCenter');
    expect(await screen.findByText('暂无记录')).toBeTruthy();
    expect(screen.getAllByRole('link', { name: '提交查重' })[0]?.getAttribute('href')).toBe('/checkSubmit?service=check');
    expect((screen.getByRole('button', { name: '导出 CSV' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows the failure with a retry that loads the list', async () => {
    server.use(onApi('listMyRecords', () => HttpResponse.json({ code: 500, msg: '记录服务繁忙' }), { once: true }));
    await openAs('individual', '/checkCenter');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('记录加载失败')).toBeTruthy();
    expect(within(alert).getByText('记录服务繁忙')).toBeTruthy();
    expect(screen.queryByText(/^共 \d+ 条记录/)).toBeNull();
    await userEvent.setup().click(within(alert).getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('table', { name: '查重记录' })).toBeTruthy();
  });
});
