import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { clearContractDrift, customInstance } from '@/shared/api';
import { smsLogin } from '../api/auth/test-kit';
import { db } from '../db/database';
import { callApi } from '../lib/test-client';
import { isSimulatedOffline } from '../offline';
import { getScenario, scenarios, setScenario } from '../scenarios';
import { ContractDriftPanel } from './contract-drift-panel';
import { MockPanel } from './mock-panel';

// jsdom has no CSS.escape, which user-event needs to walk a radio group with the arrow keys.
if (typeof globalThis.CSS?.escape !== 'function') {
  Object.defineProperty(globalThis, 'CSS', {
    configurable: true,
    value: { escape: (value: string) => value.replace(/[^\w-]/g, (c) => `\\${c}`) },
  });
}

// A .ts file with createElement: vitest only collects mocks/**/*.test.ts.
describe('MockPanel', () => {
  it('shows the current scenario and switches it with radio buttons', async () => {
    const user = userEvent.setup();
    render(createElement(MockPanel));
    const toggle = screen.getByRole('button', { name: '模拟场景：正常' });
    expect(toggle).toHaveProperty('ariaExpanded', 'false');

    await user.click(toggle);
    const group = screen.getByRole('group', { name: '模拟场景' });
    expect(group).toBeVisible();
    // One per built-in scenario; imported HAR scenarios are buttons of their own section.
    expect(screen.getAllByRole('radio')).toHaveLength(scenarios.length);
    expect((screen.getByRole('radio', { name: /正常/ }) as HTMLInputElement).checked).toBe(true);

    await user.click(screen.getByRole('radio', { name: /登录过期/ }));
    expect(getScenario()).toBe('expired');
    expect(screen.getByRole('button', { name: '模拟场景：登录过期' })).toBeEnabled();
  });

  it('is keyboard operable and follows changes made elsewhere', async () => {
    const user = userEvent.setup();
    render(createElement(MockPanel));
    await user.tab();
    await user.keyboard('{Enter}');
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: /正常/ }));
    await user.keyboard('{ArrowDown}');
    expect(getScenario()).toBe('expired');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('group', { name: '模拟场景' })).not.toBeInTheDocument();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: /模拟场景/ }));

    setScenario('offline');
    expect(await screen.findByRole('button', { name: '模拟场景：网络断开' })).toBeEnabled();
  });

  it('resets the data set on request', async () => {
    const user = userEvent.setup();
    await smsLogin();
    expect(db.sessions.size).toBe(1);
    render(createElement(MockPanel));
    await user.click(screen.getByRole('button', { name: /模拟场景/ }));
    await user.click(screen.getByRole('button', { name: '重置模拟数据' }));
    expect(db.sessions.size).toBe(0);
  });

  it('switches the network off for real: navigator.onLine, the offline event, failing requests', async () => {
    const user = userEvent.setup();
    const events: string[] = [];
    const onEvent = (event: Event) => events.push(event.type);
    window.addEventListener('offline', onEvent);
    window.addEventListener('online', onEvent);
    render(createElement(MockPanel));
    await user.click(screen.getByRole('button', { name: /模拟场景/ }));
    await user.click(screen.getByRole('checkbox', { name: /模拟断网/ }));
    expect(isSimulatedOffline()).toBe(true);
    expect(navigator.onLine).toBe(false);
    expect(screen.getByRole('button', { name: /已断网/ })).toBeEnabled();
    await expect(callApi('getCaptchaImage')).rejects.toThrow(TypeError);

    await user.click(screen.getByRole('checkbox', { name: /模拟断网/ }));
    expect(navigator.onLine).toBe(true);
    expect((await callApi('getCaptchaImage')).status).toBe(200);
    expect(events).toEqual(['offline', 'online']);
    window.removeEventListener('offline', onEvent);
    window.removeEventListener('online', onEvent);
  });

  it('lists the answers that differ from the contract and copies the report', async () => {
    const user = userEvent.setup();
    clearContractDrift();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    setScenario('drift');
    // getCheckConfig drifts irreparably, so the call fails with the Chinese message.
    await expect(
      customInstance({ url: '/check/manage/type/getConfig', method: 'GET', params: { type: 'check' } }, { silent: true }),
    ).rejects.toMatchObject({
      kind: 'contract',
    });
    render(createElement(MockPanel));
    expect(screen.getByRole('button', { name: /契约偏差 1/ })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: /模拟场景/ }));
    const list = screen.getByRole('region', { name: '契约偏差列表' });
    expect(list.textContent).toContain('getCheckConfig');
    expect(list.textContent).toContain('请求失败');
    await user.click(screen.getByRole('button', { name: '复制 Markdown 报告' }));
    expect(writeText).toHaveBeenCalledWith(expect.stringContaining('| getCheckConfig | GET /check/manage/type/getConfig |'));
    expect(await screen.findByText('报告已复制')).toBeVisible();
    vi.restoreAllMocks();
  });
});

describe('ContractDriftPanel (the dev server against a real backend)', () => {
  it('counts what the backend answered differently and lists it on request', async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    render(createElement(ContractDriftPanel));
    expect(screen.getByRole('button', { name: '契约偏差：0' })).toBeEnabled();
    setScenario('drift');
    await expect(
      customInstance({ url: '/check/manage/type/getConfig', method: 'GET', params: { type: 'check' } }, { silent: true }),
    ).rejects.toMatchObject({
      kind: 'contract',
    });
    await user.click(await screen.findByRole('button', { name: '契约偏差：1' }));
    expect(screen.getByRole('region', { name: '契约偏差列表' }).textContent).toContain('/check/manage/type/getConfig');
    vi.restoreAllMocks();
  });
});
