import { describe, expect, it } from 'vitest';
import { notify, setNotifier } from './notify';
import type { NotifyLevel } from './notify';

describe('notify', () => {
  it('does nothing without a notifier', () => {
    expect(() => notify('error', 'x')).not.toThrow();
  });

  it('forwards to the installed notifier and restores the previous one', () => {
    const outer: Array<[NotifyLevel, string]> = [];
    const inner: Array<[NotifyLevel, string]> = [];
    const restoreOuter = setNotifier((level, message) => outer.push([level, message]));
    const restoreInner = setNotifier((level, message) => inner.push([level, message]));
    notify('success', '保存成功');
    restoreInner();
    notify('info', '提示');
    restoreOuter();
    notify('error', 'lost');
    expect(inner).toEqual([['success', '保存成功']]);
    expect(outer).toEqual([['info', '提示']]);
  });
});
