import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  FAKE_NEWS_APP_STORAGE_KEY,
  getNewsAppBridge,
  isInNewsApp,
  newsApp,
  setNewsAppBridge,
  type AppDetailJump,
  type AppShareData,
  type NewsAppBridge,
} from './bridge';
import { isInWechat } from './wechat-host';

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

describe('newsApp adapter', () => {
  const APP_UA = 'Mozilla/5.0 (iPhone) AppleWebKit NewsApp/7.2.1';
  const WEB_UA = 'Mozilla/5.0 (Windows NT 10.0) Chrome/126';
  const share: AppShareData = {
    title: '专家学者 - 学术服务平台',
    desc: '描述',
    imgUrl: 'https://x.cn/i.png',
    link: 'https://x.cn/experts',
  };
  const jump: AppDetailJump = { jumpType: 1, uuid: 'a1', isLink: false };
  const order = { orderId: 'o-1', amount: 99 };

  // Each call, the arguments it hands to the app, and how a caller invokes it through the adapter.
  const calls = [
    { name: 'login', args: [], invoke: () => newsApp.login() },
    { name: 'pay', args: [order], invoke: () => newsApp.pay(order) },
    { name: 'share', args: [share], invoke: () => newsApp.share(share) },
    { name: 'openDetail', args: [jump], invoke: () => newsApp.openDetail(jump) },
  ] as const;

  function userAgent(ua: string) {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(ua);
  }

  afterEach(() => {
    window.sessionStorage.clear();
  });

  describe.each(calls)('$name', ({ name, args, invoke }) => {
    it('inside the app: goes to the bridge with its data, on the bridge, and returns true', () => {
      userAgent(APP_UA);
      const bridge = fakeBridge();
      setNewsAppBridge(bridge);
      expect(invoke()).toBe(true);
      expect(bridge[name]).toHaveBeenCalledExactlyOnceWith(...args);
      expect(vi.mocked(bridge[name]).mock.contexts[0]).toBe(bridge);
    });

    it('outside the app: returns false and leaves even an injected global alone', () => {
      userAgent(WEB_UA);
      const bridge = fakeBridge();
      setNewsAppBridge(bridge);
      expect(invoke()).toBe(false);
      expect(bridge[name]).not.toHaveBeenCalled();
    });

    it('inside the app without a bridge, or a bridge without this call: returns false', () => {
      userAgent(APP_UA);
      expect(invoke()).toBe(false);
      const partial = { ...fakeBridge() } as Partial<NewsAppBridge>;
      delete partial[name];
      setNewsAppBridge(partial as NewsAppBridge);
      expect(invoke()).toBe(false);
    });
  });

  it('a bridge call that throws reports it and returns false so the web flow can run', () => {
    userAgent(APP_UA);
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    setNewsAppBridge({
      ...fakeBridge(),
      login: () => {
        throw new Error('native crashed');
      },
    });
    expect(newsApp.login()).toBe(false);
    expect(error).toHaveBeenCalledOnce();
  });

  it('follows the configured user-agent token and global name', () => {
    vi.stubEnv('VITE_NEWS_APP_UA', 'PeopleDaily');
    vi.stubEnv('VITE_NEWS_APP_BRIDGE', 'PdBridge');
    const bridge = fakeBridge();
    setNewsAppBridge(bridge);
    userAgent(APP_UA);
    expect(newsApp.login()).toBe(false);
    userAgent('Mozilla/5.0 PeopleDaily/1.0');
    expect(newsApp.login()).toBe(true);
    expect((window as unknown as Record<string, NewsAppBridge>).PdBridge?.login).toHaveBeenCalledOnce();
  });

  it('the fake news app switch (dev and demo builds) counts as inside the app', () => {
    userAgent(WEB_UA);
    expect(isInNewsApp()).toBe(false);
    window.sessionStorage.setItem(FAKE_NEWS_APP_STORAGE_KEY, '1');
    expect(isInNewsApp()).toBe(true);
    const bridge = fakeBridge();
    setNewsAppBridge(bridge);
    expect(newsApp.share(share)).toBe(true);
    expect(bridge.share).toHaveBeenCalledWith(share);
  });

  it('the fake switch is ignored where mocks cannot run (production)', () => {
    vi.stubEnv('DEV', false);
    vi.stubEnv('VITE_USE_MOCKS', 'false');
    userAgent(WEB_UA);
    window.sessionStorage.setItem(FAKE_NEWS_APP_STORAGE_KEY, '1');
    expect(isInNewsApp()).toBe(false);
  });
});

describe('isInWechat', () => {
  it('recognises WeChat by MicroMessenger in the user agent', () => {
    expect(isInWechat('Mozilla/5.0 (iPhone) AppleWebKit/605 MicroMessenger/8.0.49 NetType/WIFI')).toBe(true);
    expect(isInWechat('Mozilla/5.0 (Linux; Android 14) Chrome/126 Mobile Safari/537.36')).toBe(false);
  });

  it('reads navigator.userAgent when no user agent is given', () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 micromessenger/8.0');
    expect(isInWechat()).toBe(true);
  });
});
