import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { API_BASE } from '../../lib/test-client';
import { TelemetryList } from '../../ui/telemetry-list';
import { getTelemetryBatches } from './batches';

const batch = {
  schema: 1,
  build: 'b1',
  events: [
    {
      type: 'drift',
      route: '/news',
      count: 2,
      operationId: 'listArticles',
      method: 'GET',
      path: '/portal/article/list',
      pointer: '/rows/*/views',
      expected: '数字',
      received: '字符串',
      repaired: false,
    },
    { type: 'vital', route: '/news', name: 'LCP', value: 1200, rating: 'good' },
  ],
};

const post = (body: string) => fetch(`${API_BASE}/telemetry`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body });

// A .ts file with createElement: vitest only collects mocks/**/*.test.ts.
describe('telemetry endpoint of the mocks', () => {
  it('answers the bare envelope and keeps what arrived, newest first', async () => {
    const first = await post(JSON.stringify(batch));
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ code: 200, msg: '操作成功' });
    expect((await post('not json')).status).toBe(200);
    expect(getTelemetryBatches().map((received) => received.body)).toEqual(['not json', batch]);
  });

  it('the panel’s 「遥测」 list shows each batch by kind, with its JSON', async () => {
    vi.stubEnv('VITE_TELEMETRY_URL', '/api/telemetry');
    const user = userEvent.setup();
    render(createElement(TelemetryList));
    expect(screen.getByRole('heading', { name: '遥测（0）' })).toBeVisible();
    expect(screen.getByText(/暂无：页面隐藏或离开时/)).toBeVisible();

    await post(JSON.stringify(batch));
    expect(await screen.findByRole('heading', { name: '遥测（1）' })).toBeVisible();
    const list = screen.getByRole('list', { name: '已收到的遥测批次' });
    await user.click(within(list).getByText(/契约偏差 1 · 性能指标 1/));
    expect(within(list).getByText(/"pointer": "\/rows\/\*\/views"/)).toBeVisible();

    await user.click(screen.getByRole('button', { name: '清空遥测' }));
    expect(screen.getByRole('heading', { name: '遥测（0）' })).toBeVisible();
  });

  it('says so when the build has no telemetry', () => {
    vi.stubEnv('VITE_TELEMETRY_URL', '');
    render(createElement(TelemetryList));
    expect(screen.getByText('本构建未开启遥测（未设置 VITE_TELEMETRY_URL）。')).toBeVisible();
    expect(screen.getByRole('button', { name: '立即发送' })).toHaveProperty('disabled', true);
  });
});
