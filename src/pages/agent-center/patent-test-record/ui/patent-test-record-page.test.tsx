import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { sessionCleared } from '@/entities/session';
import { renderApp } from '@/app/test/render-app';
import { signInAs } from '@/app/test/sign-in';

let seen: URL[] = [];
let unwire: (() => void) | undefined;
afterEach(() => {
  server.events.removeAllListeners();
  unwire?.();
  unwire = undefined;
  sessionCleared();
});

async function open() {
  await signInAs('agentMain');
  seen = [];
  server.events.on('request:start', ({ request }) => {
    seen.push(new URL(request.url));
  });
  const app = renderApp('/patentTestRecord');
  unwire = app.unwire;
  return app;
}

const emptyPage = { code: 200, msg: '操作成功', data: { rows: [], total: 0, page: 1, pageSize: 10 } };

describe('/patentTestRecord', () => {
  it('lists the records with status tags and what this service shows', async () => {
    await open();
    expect(await screen.findByRole('heading', { level: 1, name: '专利检测记录' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: '专利检测记录' });
    const request = seen.filter((url) => url.pathname === '/api/agent/records').at(-1);
    expect(Object.fromEntries(request?.searchParams ?? [])).toEqual({ service: 'patentCheck', page: '1', pageSize: '10' });
    expect(within(table).getByRole('columnheader', { name: '报告编号' })).toBeTruthy();
    // The patent number under the title, where known.
    expect(within(table).getAllByText(/^CN\d{9}[A-Z]$/).length).toBeGreaterThan(0);
    expect(within(table).getByRole('columnheader', { name: '相似度' })).toBeTruthy();
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    expect(within(table).getAllByRole('button', { name: /^下载 检测报告-BG\d+$/ }).length).toBeGreaterThan(0);
    expect(document.body.textContent).not.toMatch(/undefined|NaN|\[object Object\]/);
  });

  it('says so when there are no records, with the way to submit one', async () => {
    server.use(http.get('*/api/agent/records', () => HttpResponse.json(emptyPage)));
    await open();
    expect(await screen.findByText('暂无记录')).toBeTruthy();
    expect(screen.getAllByRole('link', { name: '提交专利检测' })[0]?.getAttribute('href')).toBe('/patentTestSubmit');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows the failure with a retry that loads the list', async () => {
    server.use(http.get('*/api/agent/records', () => HttpResponse.json({ code: 500, msg: '记录服务繁忙' }), { once: true }));
    await open();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('记录加载失败')).toBeTruthy();
    expect(within(alert).getByText('记录服务繁忙')).toBeTruthy();
    await userEvent.setup().click(within(alert).getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('table', { name: '专利检测记录' })).toBeTruthy();
  });
});
