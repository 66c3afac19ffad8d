import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MouseEvent } from 'react';
import { setNewsAppBridge, type NewsAppBridge } from './bridge';
import { appDetailJump } from './detail-jump';

function click(init: Partial<MouseEvent<HTMLElement>> = {}) {
  const event = {
    button: 0,
    defaultPrevented: false,
    metaKey: false,
    ctrlKey: false,
    shiftKey: false,
    altKey: false,
    preventDefault: vi.fn(),
    ...init,
  };
  return event as unknown as MouseEvent<HTMLElement> & { preventDefault: ReturnType<typeof vi.fn> };
}

function installBridge(): NewsAppBridge {
  const bridge = { login: vi.fn(), pay: vi.fn(), share: vi.fn(), openDetail: vi.fn() };
  setNewsAppBridge(bridge);
  return bridge;
}

afterEach(() => {
  setNewsAppBridge(null);
  vi.restoreAllMocks();
});

describe('appDetailJump', () => {
  const detail = { path: '/academicDetail/7', uuid: '7', type: 'article' };

  it("inside the app sends the page to the app's detail jump instead of navigating", () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 NewsApp/7.2');
    const bridge = installBridge();
    const event = click();
    appDetailJump(detail)(event);
    expect(bridge.openDetail).toHaveBeenCalledWith({
      jumpType: 'web',
      jumpUrl: `${window.location.origin}/academicDetail/7`,
      isLink: true,
      uuid: '7',
      type: 'article',
    });
    expect(event.preventDefault).toHaveBeenCalledOnce();
  });

  it('outside the app, or for a modified click, lets the link navigate', () => {
    const bridge = installBridge();
    const outside = click();
    appDetailJump(detail)(outside);
    expect(outside.preventDefault).not.toHaveBeenCalled();

    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 NewsApp/7.2');
    for (const modified of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { button: 1 }, { defaultPrevented: true }]) {
      const event = click(modified);
      appDetailJump(detail)(event);
      expect(event.preventDefault).not.toHaveBeenCalled();
    }
    expect(bridge.openDetail).not.toHaveBeenCalled();
  });

  it('inside an app version without openDetail, the link navigates', () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 NewsApp/7.2');
    setNewsAppBridge({ login: vi.fn() } as unknown as NewsAppBridge);
    const event = click();
    appDetailJump(detail)(event);
    expect(event.preventDefault).not.toHaveBeenCalled();
  });
});
