import { afterEach, describe, expect, it, vi } from 'vitest';
import { getNewsAppBridge, isInNewsApp, setNewsAppBridge, type NewsAppBridge } from './bridge';

function fakeBridge(): NewsAppBridge {
  return { login: vi.fn(), pay: vi.fn(), share: vi.fn(), openDetail: vi.fn() };
}

afterEach(() => {
  setNewsAppBridge(null);
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

describe('isInNewsApp', () => {
  it('finds the default token NewsApp in the user agent', () => {
    expect(isInNewsApp('Mozilla/5.0 (iPhone) AppleWebKit NewsApp/7.2.1')).toBe(true);
    expect(isInNewsApp('Mozilla/5.0 (Windows NT 10.0) Chrome/126')).toBe(false);
  });

  it('uses the configured token VITE_NEWS_APP_UA', () => {
    vi.stubEnv('VITE_NEWS_APP_UA', 'PeopleDaily');
    expect(isInNewsApp('Mozilla/5.0 PeopleDaily/1.0')).toBe(true);
    expect(isInNewsApp('Mozilla/5.0 NewsApp/1.0')).toBe(false);
  });

  it('reads navigator.userAgent when no user agent is given', () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 NewsApp/3');
    expect(isInNewsApp()).toBe(true);
  });
});

describe('getNewsAppBridge / setNewsAppBridge', () => {
  it('is null when the app injected nothing', () => {
    expect(getNewsAppBridge()).toBeNull();
  });

  it('returns the installed global and removes it again', () => {
    const bridge = fakeBridge();
    setNewsAppBridge(bridge);
    expect((window as unknown as Record<string, unknown>).NewsAppBridge).toBe(bridge);
    getNewsAppBridge()?.login();
    expect(bridge.login).toHaveBeenCalledOnce();
    setNewsAppBridge(null);
    expect(getNewsAppBridge()).toBeNull();
  });

  it('reads the global named by VITE_NEWS_APP_BRIDGE', () => {
    vi.stubEnv('VITE_NEWS_APP_BRIDGE', 'PdBridge');
    const bridge = fakeBridge();
    setNewsAppBridge(bridge);
    expect((window as unknown as Record<string, unknown>).PdBridge).toBe(bridge);
    expect(getNewsAppBridge()).toBe(bridge);
    setNewsAppBridge(null);
    expect('PdBridge' in window).toBe(false);
  });

  it('ignores a global that is not an object', () => {
    (window as unknown as Record<string, unknown>).NewsAppBridge = 'not a bridge';
    expect(getNewsAppBridge()).toBeNull();
  });
});
