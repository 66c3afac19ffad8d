import { describe, expect, it, vi } from 'vitest';
import { http as client } from '@/shared/api/http';
import { API_BASE } from '@/shared/config';
import { compactDay, todayInBeijing } from '@/shared/lib/format';
import { db, listStateCases, renderApp, screen, signInAs, userEvent, waitFor, within } from '@/app/test';

const batchOf = (batchNo: string) => db.cardBatches.find((batch) => batch.batchNo === batchNo)!;

describe('/cardDetails', () => {
  it('shows the cards of the batch in the URL with hidden secrets, and filters by status', async () => {
    const user = userEvent.setup();
    await signInAs('agentMain');
    const batch = batchOf('KP2026110001');
    const app = renderApp(`/cardDetails?batchId=${batch.id}`);
    const table = await screen.findByRole('table', { name: '卡密列表' });
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    expect(screen.getByText('共 50 张卡密')).toBeVisible();
    expect(await screen.findByText(/批次 KP2026110001（期刊投稿检测卡）的卡密/)).toBeVisible();
    const card = db.cards.find((candidate) => candidate.batchId === batch.id)!;
    const row = within(table).getByRole('cell', { name: card.cardNo }).closest('tr') as HTMLElement;
    expect(within(row).queryByText(card.cardSecret)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '显示卡密' }));
    expect(within(row).getByText(card.cardSecret)).toBeVisible();
    expect(screen.getByRole('button', { name: '隐藏卡密' }).getAttribute('aria-pressed')).toBe('true');
    expect(document.body.textContent).not.toMatch(/undefined|NaN|\[object Object\]/);

    await user.selectOptions(screen.getByRole('combobox', { name: '状态' }), '1');
    await user.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(app.router.state.location.search).toEqual({ batchId: batch.id, status: '1' }));
    await waitFor(() => expect(screen.getByText('共 3 张卡密')).toBeVisible());
    expect(within(screen.getByRole('table', { name: '卡密列表' })).getAllByText('已使用')).toHaveLength(3);
  });

  listStateCases('listCards', 'agentMain', '/cardDetails', {
    cases: 'together',
    empty: {
      text: '还没有卡密',
      also: () => expect((screen.getByRole('button', { name: '导出 CSV' }) as HTMLButtonElement).disabled).toBe(true),
    },
    failure: '卡密服务繁忙',
    loaded: () => screen.findByRole('table', { name: '卡密列表' }),
  });

  it('exports the filtered cards with their secrets as a CSV named after the batch and the day', async () => {
    // MSW's XMLHttpRequest interception under jsdom cannot build blob answers, so this test drives
    // the same client over axios's fetch adapter (as shared/api/download.test.ts does); jsdom has
    // no object URLs and saves no files: record what would have been saved.
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
      await signInAs('agentMain');
      const batch = batchOf('KP2026110001');
      renderApp(`/cardDetails?batchId=${batch.id}&status=0`);
      const table = await screen.findByRole('table', { name: '卡密列表' });
      const shown = within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => (row.firstElementChild as HTMLElement).textContent ?? '');
      await user.click(screen.getByRole('button', { name: '导出 CSV' }));
      await waitFor(() => expect(saved).toHaveLength(1));
      expect(saved[0]?.name).toBe(`卡密明细-KP2026110001-${compactDay(todayInBeijing())}.csv`);
      const text = new TextDecoder().decode(new Uint8Array(await saved[0]!.blob.arrayBuffer())).replace(/^\uFEFF/, '');
      const lines = text.split('\r\n').filter(Boolean);
      expect(lines[0]).toMatch(/^批次号,卡号,卡密/);
      expect(lines).toHaveLength(48);
      for (const cardNo of shown) expect(text).toContain(cardNo);
      expect(await screen.findByText('卡密明细已导出')).toBeVisible();
    } finally {
      client.defaults.adapter = defaults.adapter;
      client.defaults.baseURL = defaults.baseURL;
      Object.assign(URL, objectUrls);
    }
  });
});
