import { describe, expect, it } from 'vitest';
import { configureHttp, notify, tokenForRequest } from './setup';
import type { NotifyLevel } from './setup';

describe('the client setup', () => {
  it('does nothing without a notifier, and carries no token without a session', () => {
    expect(() => notify('error', 'x')).not.toThrow();
    expect(tokenForRequest()).toEqual({ saved: '', held: '' });
  });

  it('forwards to the configured notifier and restores the previous setup', () => {
    const outer: Array<[NotifyLevel, string]> = [];
    const inner: Array<[NotifyLevel, string]> = [];
    const restoreOuter = configureHttp({ notify: (level, message) => outer.push([level, message]) });
    const restoreInner = configureHttp({ notify: (level, message) => inner.push([level, message]) });
    notify('success', '保存成功');
    restoreInner();
    notify('info', '提示');
    restoreOuter();
    notify('error', 'lost');
    expect(inner).toEqual([['success', '保存成功']]);
    expect(outer).toEqual([['info', '提示']]);
  });

  it('is one setup: what a later call leaves out is absent, not kept from the earlier one', () => {
    const restoreSession = configureHttp({ token: () => ({ saved: 'tok', held: 'tok' }), notify: () => {} });
    const restoreQuiet = configureHttp({ notify: () => {} });
    expect(tokenForRequest()).toEqual({ saved: '', held: '' });
    restoreQuiet();
    expect(tokenForRequest()).toEqual({ saved: 'tok', held: 'tok' });
    restoreSession();
  });
});
