import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { removeHarScenario } from '../har/store';
import { callApi } from '../lib/test-client';
import { getScenario } from '../scenarios';
import { HarScenarios } from './har-scenarios';

const har = (entries: unknown[]) => JSON.stringify({ log: { version: '1.2', creator: { name: 'test', version: '1' }, entries } });
const recorded = {
  startedDateTime: '2026-11-27T08:00:00.000Z',
  time: 5,
  request: {
    method: 'GET',
    url: 'https://staging.example.cn/api/portal/expert/filters',
    headers: [{ name: 'Cookie', value: 'SESSION=abc' }],
    queryString: [],
  },
  response: {
    status: 200,
    headers: [{ name: 'Content-Type', value: 'application/json' }],
    content: { mimeType: 'application/json', text: JSON.stringify({ code: 200, msg: '操作成功', data: { titles: [] } }) },
  },
};

afterEach(async () => {
  await removeHarScenario('staging');
});

// A .ts file with createElement: vitest only collects mocks/**/*.test.ts.
describe('HarScenarios (the panel section)', () => {
  it('refuses a file that is not a HAR and changes nothing', async () => {
    const user = userEvent.setup();
    render(createElement(HarScenarios));
    await user.upload(screen.getByLabelText('导入 HAR 文件：'), new File(['{"log":{}}'], 'staging.har', { type: 'application/json' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      '文件不是 HAR（缺少 log.entries）。请在浏览器开发者工具的「网络」面板中选择「导出 HAR」。',
    );
    expect(getScenario()).toBe('normal');
    expect(screen.queryByRole('list', { name: '已导入的 HAR 场景' })).not.toBeInTheDocument();
  });

  it('imports a HAR, says what was masked, replays it, lists what it lacks and removes it', async () => {
    const user = userEvent.setup();
    render(createElement(HarScenarios));
    await user.upload(screen.getByLabelText('导入 HAR 文件：'), new File([har([recorded])], 'staging.har', { type: 'application/json' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      '已导入 har:staging（1 条应答），正在回放。已屏蔽：令牌 0 · 密码 0 · Cookie 1 · 手机号 0 · 身份证号 0 · 姓名 0 · 邮箱 0 · 页面地址 0。',
    );
    expect(getScenario()).toBe('har:staging');
    const list = screen.getByRole('list', { name: '已导入的 HAR 场景' });
    expect(within(list).getByRole('button', { name: '回放 har:staging' }).getAttribute('aria-pressed')).toBe('true');

    await callApi('listExperts', { query: { page: '1' } });
    expect(await screen.findByRole('heading', { name: '未录制的请求（1）' })).toBeVisible();
    expect(screen.getByRole('table', { name: '未录制的请求（1）' }).textContent).toContain('/api/portal/expert/list?page=1');

    await user.click(within(list).getByRole('button', { name: '删除 har:staging' }));
    expect(getScenario()).toBe('normal');
    expect(screen.queryByRole('list', { name: '已导入的 HAR 场景' })).not.toBeInTheDocument();
  });
});
