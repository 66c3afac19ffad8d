import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfirmDialogHost } from './confirm-dialog-host';
import { confirmDialog } from './confirm-service';

// The dialog's chunk cannot be fetched.
vi.mock('./confirm-dialog-view', () => {
  throw new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/confirm-dialog-view-old.js');
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('ConfirmDialogHost when the dialog’s chunk cannot load', () => {
  it('asks with the browser’s confirm, in the same words, and answers the caller', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const nativeConfirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    render(
      <ChakraProvider value={defaultSystem}>
        <p>页面内容</p>
        <ConfirmDialogHost />
      </ChakraProvider>,
    );
    let answer: Promise<boolean> | undefined;
    act(() => {
      answer = confirmDialog({ title: '系统提示', message: '登录状态已过期', confirmText: '重新登录', cancelText: '取消' });
    });
    await expect(answer).resolves.toBe(true);
    expect(nativeConfirm).toHaveBeenCalledTimes(1);
    const asked = nativeConfirm.mock.calls[0]?.[0] ?? '';
    expect(asked).toContain('登录状态已过期');
    expect(asked).toContain('重新登录');

    // The next question is asked too (cancelled this time), once.
    nativeConfirm.mockReturnValue(false);
    let second: Promise<boolean> | undefined;
    act(() => {
      second = confirmDialog({ message: '确定删除？' });
    });
    await expect(second).resolves.toBe(false);
    expect(nativeConfirm).toHaveBeenCalledTimes(2);
  });
});
