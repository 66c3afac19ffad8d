import { describe, expect, it } from 'vitest';
import { createElement } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { db } from '../db/database';
import { smsLogin } from '../lib/test-client';
import { getScenario, setScenario } from '../scenarios';
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
    expect(group).toBeTruthy();
    expect(screen.getAllByRole('radio')).toHaveLength(5);
    expect((screen.getByRole('radio', { name: /正常/ }) as HTMLInputElement).checked).toBe(true);

    await user.click(screen.getByRole('radio', { name: /登录过期/ }));
    expect(getScenario()).toBe('expired');
    expect(screen.getByRole('button', { name: '模拟场景：登录过期' })).toBeTruthy();
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
    expect(screen.queryByRole('group', { name: '模拟场景' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: /模拟场景/ }));

    setScenario('offline');
    expect(await screen.findByRole('button', { name: '模拟场景：网络断开' })).toBeTruthy();
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
});
