import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MERGE_WINDOW_MS, AppToaster, resetToastMemory, showToast } from './lazy-toaster';
import { toaster } from './toaster';

const MESSAGE = '后端接口连接异常';

beforeEach(() => {
  resetToastMemory();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-24T08:00:00Z'));
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  toaster.remove();
});

describe('showToast merges identical messages', () => {
  it('shows three identical failures within the window as one toast', async () => {
    const create = vi.spyOn(toaster, 'create');
    showToast('error', MESSAGE);
    showToast('error', MESSAGE);
    vi.setSystemTime(Date.now() + MERGE_WINDOW_MS - 1);
    showToast('error', MESSAGE);
    await vi.waitFor(() => expect(create).toHaveBeenCalledTimes(1));
    await Promise.resolve();
    expect(create).toHaveBeenCalledTimes(1);
    expect(create).toHaveBeenCalledWith(expect.objectContaining({ type: 'error', title: MESSAGE }));
  });

  it('shows the same message again once the window has passed', async () => {
    const create = vi.spyOn(toaster, 'create');
    showToast('error', MESSAGE);
    vi.setSystemTime(Date.now() + MERGE_WINDOW_MS);
    showToast('error', MESSAGE);
    await vi.waitFor(() => expect(create).toHaveBeenCalledTimes(2));
  });

  it('keeps different messages apart', async () => {
    const create = vi.spyOn(toaster, 'create');
    showToast('error', MESSAGE);
    showToast('error', '系统接口请求超时');
    showToast('success', '保存成功');
    await vi.waitFor(() => expect(create).toHaveBeenCalledTimes(3));
  });

  it('puts one toast on screen for a burst of the same failure', async () => {
    render(
      <ChakraProvider value={defaultSystem}>
        <AppToaster />
      </ChakraProvider>,
    );
    act(() => {
      for (let i = 0; i < 4; i++) showToast('error', MESSAGE);
    });
    expect(await screen.findByText(MESSAGE)).toBeVisible();
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(screen.getAllByText(MESSAGE)).toHaveLength(1);
  });
});
