import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { useMobileRootScale } from './use-mobile-root-scale';

function setWidth(width: number) {
  vi.spyOn(document.documentElement, 'clientWidth', 'get').mockReturnValue(width);
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
  document.documentElement.style.fontSize = '';
});

describe('useMobileRootScale', () => {
  it('scales the root font while mounted and follows resizes', () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame'] });
    setWidth(414);
    renderHook(() => useMobileRootScale());
    expect(document.documentElement.style.fontSize).toBe('17.66px');

    setWidth(320);
    act(() => {
      window.dispatchEvent(new Event('resize'));
      window.dispatchEvent(new Event('resize'));
      vi.advanceTimersToNextFrame();
    });
    expect(document.documentElement.style.fontSize).toBe('14px');

    setWidth(375);
    act(() => {
      window.dispatchEvent(new Event('orientationchange'));
      vi.advanceTimersToNextFrame();
    });
    expect(document.documentElement.style.fontSize).toBe('16px');
  });

  it('restores what the root had before when the mobile pages are left', () => {
    document.documentElement.style.fontSize = '15px';
    setWidth(430);
    const { unmount } = renderHook(() => useMobileRootScale());
    expect(document.documentElement.style.fontSize).toBe('18.35px');
    unmount();
    expect(document.documentElement.style.fontSize).toBe('15px');

    setWidth(320);
    window.dispatchEvent(new Event('resize'));
    expect(document.documentElement.style.fontSize).toBe('15px');
  });
});
