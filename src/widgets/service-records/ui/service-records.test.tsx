import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http as client } from '@/shared/api/http';
import { API_BASE } from '@/shared/config';
import { openAs, screen, server, userEvent, waitFor, within } from '@/app/test';

let seen: URL[] = [];
beforeEach(() => {
  seen = [];
  server.events.on('request:start', ({ request }) => {
    seen.push(new URL(request.url));
  });
});
afterEach(() => {
  server.events.removeAllListeners();
});

/** The query of the latest request to `path`, as an object. */
function lastParams(path: string): Record<string, string> | undefined {
  const url = seen.filter((candidate) => candidate.pathname === `/api${path}`).at(-1);
  return url ? Object.fromEntries(url.searchParams) : undefined;
}

describe('ServiceRecords', () => {
  it('filters by status from the dictionary and by keyword; the URL keeps them; 重置 clears them', async () => {
    const user = userEvent.setup();
    const app = await openAs('individual', '/checkCenter');
    await screen.findByRole('table', { name: '查重记录' });
    expect(lastParams('/center/records')).toEqual({ service: 'check', page: '1', pageSize: '10' });

    const status = screen.getByRole('combobox', { name: '状态' });
    await waitFor(() => expect(within(status).getByRole('option', { name: '检测失败' })).toBeVisible());
    await user.selectOptions(status, '4');
    await waitFor(() => expect(app.router.state.location.search).toEqual({ status: 4 }));
    await waitFor(() => expect(lastParams('/center/records')).toEqual({ service: 'check', status: '4', page: '1', pageSize: '10' }));
    const table = screen.getByRole('table', { name: '查重记录' });
    await waitFor(() => expect(within(table).getAllByText('检测失败').length).toBe(within(table).getAllByRole('row').length - 1));
    expect(within(table).getAllByText('说明：文档无法解析，请检查文件是否加密或损坏后重新提交')).not.toHaveLength(0);
    expect(within(table).queryByRole('button', { name: /^下载/ })).not.toBeInTheDocument();

    await user.selectOptions(status, '');
    await user.type(screen.getByRole('searchbox', { name: '关键词' }), '张晓明');
    // Typing alone sends nothing; 查询 does.
    expect(lastParams('/center/records')?.keyword).toBeUndefined();
    await user.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(app.router.state.location.search).toEqual({ keyword: '张晓明' }));
    await waitFor(() => expect(lastParams('/center/records')).toEqual({ service: 'check', keyword: '张晓明', page: '1', pageSize: '10' }));

    await user.click(screen.getByRole('button', { name: '重置' }));
    await waitFor(() => expect(app.router.state.location.search).toEqual({}));
    expect((screen.getByRole('searchbox', { name: '关键词' }) as HTMLInputElement).value).toBe('');
    await waitFor(() => expect(lastParams('/center/records')).toEqual({ service: 'check', page: '1', pageSize: '10' }));
  });

  it('refuses a reversed date range in place and sends a valid one as beginTime/endTime', async () => {
    const user = userEvent.setup();
    const app = await openAs('individual', '/checkCenter');
    await screen.findByRole('table', { name: '查重记录' });
    await user.type(screen.getByLabelText('开始日期'), '2026-06-30');
    await waitFor(() => expect(app.router.state.location.search).toEqual({ beginTime: '2026-06-30' }));
    await user.type(screen.getByLabelText('结束日期'), '2026-06-01');
    expect(await screen.findByText('开始日期不能晚于结束日期')).toBeVisible();
    expect(app.router.state.location.search).toEqual({ beginTime: '2026-06-30' });
    expect(seen.some((url) => url.searchParams.get('endTime') === '2026-06-01')).toBe(false);

    await user.clear(screen.getByLabelText('开始日期'));
    await user.type(screen.getByLabelText('开始日期'), '2026-01-01');
    await waitFor(() => expect(app.router.state.location.search).toEqual({ beginTime: '2026-01-01', endTime: '2026-06-01' }));
    await waitFor(() =>
      expect(lastParams('/center/records')).toEqual({
        service: 'check',
        beginTime: '2026-01-01',
        endTime: '2026-06-01',
        page: '1',
        pageSize: '10',
      }),
    );
    expect(screen.queryByText('开始日期不能晚于结束日期')).not.toBeInTheDocument();
    // The rows of the new answer follow in a render of their own (ListView's deferred query).
    await waitFor(() => {
      const table = screen.getByRole('table', { name: '查重记录' });
      for (const row of within(table).getAllByRole('row').slice(1)) {
        const day = /\d{4}-\d{2}-\d{2}/.exec(row.textContent ?? '')?.[0] ?? '';
        expect(day >= '2026-01-01' && day <= '2026-06-01', day).toBe(true);
      }
    });
  });

  it('a reversed range typed into the URL is put the right way round', async () => {
    await openAs('individual', '/checkCenter?beginTime=2026-06-30&endTime=2026-06-01&page=abc');
    await screen.findByRole('table', { name: '查重记录' });
    expect(lastParams('/center/records')).toEqual({
      service: 'check',
      beginTime: '2026-06-01',
      endTime: '2026-06-30',
      page: '1',
      pageSize: '10',
    });
    expect((screen.getByLabelText('开始日期') as HTMLInputElement).value).toBe('2026-06-01');
  });

  it('pages through the records per SPEC §9; a new filter starts at page 1', async () => {
    const user = userEvent.setup();
    const app = await openAs('individual', '/checkCenter');
    const table = await screen.findByRole('table', { name: '查重记录' });
    const firstCode = within(table).getAllByRole('link', { name: /^BG\d+$/ })[0]?.textContent;
    const pager = screen.getByRole('navigation', { name: '记录分页' });
    expect(within(pager).getByRole('button', { name: '第 1 页' }).getAttribute('aria-current')).toBe('page');
    await user.click(within(pager).getByRole('button', { name: '第 2 页' }));
    await waitFor(() => expect(app.router.state.location.search).toEqual({ page: 2 }));
    await waitFor(() => expect(lastParams('/center/records')).toEqual({ service: 'check', page: '2', pageSize: '10' }));
    await waitFor(() =>
      expect(within(screen.getByRole('table', { name: '查重记录' })).getAllByRole('link', { name: /^BG\d+$/ })[0]?.textContent).not.toBe(
        firstCode,
      ),
    );
    expect(
      within(screen.getByRole('navigation', { name: '记录分页' }))
        .getByRole('button', { name: '第 2 页' })
        .getAttribute('aria-current'),
    ).toBe('page');

    await user.selectOptions(screen.getByRole('combobox', { name: '状态' }), '3');
    await waitFor(() => expect(app.router.state.location.search).toEqual({ status: 3 }));
    await waitFor(() => expect(lastParams('/center/records')).toEqual({ service: 'check', status: '3', page: '1', pageSize: '10' }));
  });

  it('exports every record matching the current filters, without paging, as a CSV with a BOM under a Chinese name with the date', async () => {
    // MSW's XMLHttpRequest interception under jsdom cannot build blob answers, so this test drives
    // the same client over axios's fetch adapter, as shared/api/download.test.ts does; jsdom has
    // no object URLs and does not save files: record what would have been saved.
    const defaults = { adapter: client.defaults.adapter, baseURL: client.defaults.baseURL };
    const objectUrls = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };
    const saved: Array<{ name: string; blob: Blob }> = [];
    let lastBlob: Blob | undefined;
    client.defaults.adapter = 'fetch';
    client.defaults.baseURL = `${location.origin}${API_BASE}`;
    Object.assign(URL, {
      createObjectURL: (blob: Blob) => {
        lastBlob = blob;
        return 'blob:export';
      },
      revokeObjectURL: () => undefined,
    });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      if (lastBlob) saved.push({ name: this.download, blob: lastBlob });
    });
    try {
      const user = userEvent.setup();
      await openAs('individual', '/checkCenter?status=3&keyword=张晓明&beginTime=2026-01-01&endTime=2026-11-21&page=2');
      await screen.findByRole('table', { name: '查重记录' });
      await user.click(screen.getByRole('button', { name: '导出 CSV' }));
      await waitFor(() => expect(saved).toHaveLength(1));
      expect(lastParams('/center/records/export')).toEqual({
        service: 'check',
        status: '3',
        keyword: '张晓明',
        beginTime: '2026-01-01',
        endTime: '2026-11-21',
      });
      expect(saved[0]?.name).toMatch(/^查重记录-\d{8}\.csv$/);
      const bytes = new Uint8Array(await (saved[0] as { blob: Blob }).blob.arrayBuffer());
      expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const text = new TextDecoder().decode(bytes.slice(3));
      expect(text.split('\r\n')[0]).toMatch(/^编号,标题,作者\/权利人,服务,服务类型,状态/);
      expect(
        text
          .split('\r\n')
          .slice(1)
          .filter(Boolean)
          .every((line) => line.includes('检测完成')),
      ).toBe(true);
    } finally {
      client.defaults.adapter = defaults.adapter;
      client.defaults.baseURL = defaults.baseURL;
      Object.assign(URL, objectUrls);
    }
  });

  it('lets a main account mix services and narrow to a channel and an account', async () => {
    const user = userEvent.setup();
    const app = await openAs('agentMain', '/checkListCenter');
    const table = await screen.findByRole('table', { name: '机构检测记录' });
    expect(within(table).getByRole('columnheader', { name: '服务 / 类型' })).toBeVisible();
    expect(within(table).getByRole('columnheader', { name: '账号 / 渠道' })).toBeVisible();
    expect(lastParams('/agent/records')).toEqual({ page: '1', pageSize: '10' });
    // A status belongs to a service's dictionary: the select waits for a service.
    expect((screen.getByRole('combobox', { name: '状态' }) as HTMLSelectElement).disabled).toBe(true);

    await user.selectOptions(screen.getByRole('combobox', { name: '服务' }), 'patent');
    await waitFor(() => expect(lastParams('/agent/records')).toEqual({ service: 'patent', page: '1', pageSize: '10' }));
    const status = screen.getByRole('combobox', { name: '状态' });
    await waitFor(() => expect((status as HTMLSelectElement).disabled).toBe(false));
    await waitFor(() => expect(within(status).getByRole('option', { name: '已出报告' })).toBeVisible());
    await user.selectOptions(status, '2');

    await user.selectOptions(screen.getByRole('combobox', { name: '服务' }), 'check');
    await user.selectOptions(screen.getByRole('combobox', { name: '渠道' }), 'promotion');
    const account = screen.getByRole('combobox', { name: '账号' });
    await waitFor(() => expect(within(account).getAllByRole('option').length).toBeGreaterThan(2));
    const sub = within(account)
      .getAllByRole('option')
      .find((option) => option.textContent?.includes('agentsub'));
    await user.selectOptions(account, sub?.getAttribute('value') ?? '');
    await waitFor(() =>
      expect(lastParams('/agent/records')).toEqual({
        service: 'check',
        channel: 'promotion',
        accountId: sub?.getAttribute('value'),
        page: '1',
        pageSize: '10',
      }),
    );
    expect(app.router.state.location.search).toEqual({
      service: 'check',
      channel: 'promotion',
      accountId: Number(sub?.getAttribute('value')),
    });
    // A sub account's own promotion records: there are none.
    expect(await screen.findByText('没有符合条件的记录')).toBeVisible();
    await user.click(screen.getByRole('button', { name: '清除筛选条件' }));
    await waitFor(() => expect(app.router.state.location.search).toEqual({}));
  });

  it('shows a sub account its own records without the account filter or column', async () => {
    await openAs('agentSub', '/checkRecord');
    const table = await screen.findByRole('table', { name: '检测记录' });
    expect(within(table).queryByRole('columnheader', { name: '账号' })).not.toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: '渠道' })).toBeVisible();
    expect(screen.queryByRole('combobox', { name: '账号' })).not.toBeInTheDocument();
    expect(seen.some((url) => url.pathname === '/api/agent/subAccount/list')).toBe(false);
    expect(lastParams('/agent/records')).toEqual({ service: 'check', page: '1', pageSize: '10' });
  });
});
