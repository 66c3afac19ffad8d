import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { useCountdown } from './use-countdown';

afterEach(() => vi.useRealTimers());

describe('useCountdown', () => {
  it('counts whole seconds down to zero, against the clock', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useCountdown());
    expect(result.current.remaining).toBe(0);
    act(() => result.current.start(60));
    expect(result.current.remaining).toBe(60);
    act(() => vi.advanceTimersByTime(1_000));
    expect(result.current.remaining).toBe(59);
    act(() => vi.advanceTimersByTime(58_000));
    expect(result.current.remaining).toBe(1);
    act(() => vi.advanceTimersByTime(1_000));
    expect(result.current.remaining).toBe(0);
    // Stopped: no timer left behind.
    expect(vi.getTimerCount()).toBe(0);
  });
});
