import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WechatSignature } from '@/shared/api/generated/model';
import type { AppShareData } from './bridge';
import { configureWechatShare, createWechatShare, loadWechatSdk, WechatConfigError, type WechatSdk } from './wechat';

const SIGNATURE: WechatSignature = {
  appId: 'wx3f8a2b6c9d1e4f70',
  timestamp: '1718000000',
  noncestr: 'k2j4h5g6f7d8s9a0',
  sign: '0a1b2c3d4e5f60718293a4b5c6d7e8f901234567',
};

const SHARE: AppShareData = {
  title: '专家学者 - 学术服务平台',
  desc: '按领域查找专家',
  imgUrl: 'https://portal.example.cn/favicon.ico',
  link: 'https://portal.example.cn/experts',
};

/**
 * A fake `wx` that behaves like the JS-SDK: config verifies asynchronously, then runs the ready
 * callbacks, or the error callback when `fail` is set.
 */
function fakeWx({ fail }: { fail?: string } = {}) {
  let readyCallbacks: Array<() => void> = [];
  let errorCallback: ((result: { errMsg: string }) => void) | null = null;
  const wx = {
    config: vi.fn(() => {
      setTimeout(() => {
        if (fail) errorCallback?.({ errMsg: fail });
        else readyCallbacks.forEach((callback) => callback());
        readyCallbacks = [];
      });
    }),
    ready: vi.fn((callback: () => void) => {
      readyCallbacks.push(callback);
    }),
    error: vi.fn((callback: (result: { errMsg: string }) => void) => {
      errorCallback = callback;
    }),
    updateAppMessageShareData: vi.fn(),
    updateTimelineShareData: vi.fn(),
  } satisfies WechatSdk;
  return wx;
}

// The head also holds the style sheets of the files that ran before in this worker: put it back as it was.
let headBefore: Node[] = [];
beforeEach(() => {
  headBefore = [...document.head.childNodes];
});
afterEach(() => {
  document.head.replaceChildren(...headBefore);
  document.title = '';
});

describe('configureWechatShare', () => {
  it('configures appId, timestamp, nonceStr and signature from the signature and sets both share targets', async () => {
    const wx = fakeWx();
    await expect(configureWechatShare(wx, SIGNATURE, () => SHARE)).resolves.toEqual(SHARE);

    expect(wx.config).toHaveBeenCalledExactlyOnceWith({
      debug: false,
      appId: 'wx3f8a2b6c9d1e4f70',
      timestamp: 1718000000,
      nonceStr: 'k2j4h5g6f7d8s9a0',
      signature: '0a1b2c3d4e5f60718293a4b5c6d7e8f901234567',
      jsApiList: ['updateAppMessageShareData', 'updateTimelineShareData'],
    });
    expect(wx.updateAppMessageShareData).toHaveBeenCalledExactlyOnceWith(SHARE);
    expect(wx.updateTimelineShareData).toHaveBeenCalledExactlyOnceWith({
      title: SHARE.title,
      link: SHARE.link,
      imgUrl: SHARE.imgUrl,
    });
  });

  it('reads the page (title, description) only once WeChat is ready', async () => {
    const wx = fakeWx();
    document.head.innerHTML = '<meta name="description" content="学术服务平台：学术查重">';
    document.title = '首页 - 学术服务平台';
    const configured = configureWechatShare(wx, SIGNATURE);
    // The page renders its new title after the navigation, before WeChat has verified.
    document.title = '专家学者 - 学术服务平台';
    const share = await configured;
    expect(share.title).toBe('专家学者 - 学术服务平台');
    expect(share.desc).toBe('学术服务平台：学术查重');
    expect(share.link).toBe(window.location.href.split('#')[0]);
    expect(share.imgUrl).toBe(`${window.location.origin}/favicon.ico`);
  });

  it('rejects with the SDK message when verification fails, and shares nothing', async () => {
    const wx = fakeWx({ fail: 'config:invalid signature' });
    const error = await configureWechatShare(wx, SIGNATURE, () => SHARE).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(WechatConfigError);
    expect((error as WechatConfigError).errMsg).toBe('config:invalid signature');
    expect(wx.updateAppMessageShareData).not.toHaveBeenCalled();
  });
});

describe('createWechatShare', () => {
  const ANDROID = 'Mozilla/5.0 (Linux; Android 14) MicroMessenger/8.0.49';
  const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5) MicroMessenger/8.0.49';

  function setup(userAgent: string, start = 'https://portal.example.cn/#top') {
    let href = start;
    const wx = fakeWx();
    const sign = vi.fn(async (_url: string) => SIGNATURE);
    const loadSdk = vi.fn(async () => wx);
    const update = createWechatShare({
      sign,
      loadSdk,
      userAgent,
      href: () => href,
      readShare: () => ({ ...SHARE, link: href.split('#')[0] ?? href }),
    });
    return { wx, sign, loadSdk, update, go: (to: string) => (href = to) };
  }

  it('after each navigation signs the current URL without hash and configures the SDK again', async () => {
    const { wx, sign, update, go } = setup(ANDROID);
    await update();
    go('https://portal.example.cn/experts?page=2#list');
    const share = await update();

    expect(sign.mock.calls.map(([url]) => url)).toEqual(['https://portal.example.cn/', 'https://portal.example.cn/experts?page=2']);
    expect(wx.config).toHaveBeenCalledTimes(2);
    expect(share?.link).toBe('https://portal.example.cn/experts?page=2');
  });

  it('a hash-only change or a repeated resolve of the same URL signs nothing new', async () => {
    const { sign, update, go } = setup(ANDROID);
    await update();
    go('https://portal.example.cn/#section-2');
    await expect(update()).resolves.toBeNull();
    expect(sign).toHaveBeenCalledOnce();
  });

  it('on iOS signs the landing URL (which WeChat verifies there) but shares the current one', async () => {
    const { sign, update, go } = setup(IPHONE, 'https://portal.example.cn/news?id=3#c');
    go('https://portal.example.cn/experts');
    const share = await update();
    expect(sign).toHaveBeenCalledExactlyOnceWith('https://portal.example.cn/news?id=3');
    expect(share?.link).toBe('https://portal.example.cn/experts');
  });

  it('on iOS a given landing URL (taken at start-up, before this code loaded) is the one signed', async () => {
    const wx = fakeWx();
    const sign = vi.fn(async (_url: string) => SIGNATURE);
    const update = createWechatShare({
      sign,
      loadSdk: async () => wx,
      userAgent: IPHONE,
      href: () => 'https://portal.example.cn/experts',
      landingUrl: 'https://portal.example.cn/?from=singlemessage#x',
    });
    await update();
    expect(sign).toHaveBeenCalledExactlyOnceWith('https://portal.example.cn/?from=singlemessage');
  });

  it('when navigations overlap, only the latest one configures the SDK', async () => {
    const { wx, sign, update, go } = setup(ANDROID);
    let releaseFirst: (value: WechatSignature) => void = () => {};
    sign.mockImplementationOnce(() => new Promise((resolve) => (releaseFirst = resolve)));
    go('https://portal.example.cn/news');
    const first = update();
    go('https://portal.example.cn/experts');
    const second = update();
    releaseFirst(SIGNATURE);

    await expect(first).resolves.toBeNull();
    await expect(second).resolves.toMatchObject({
      link: 'https://portal.example.cn/experts',
    });
    expect(wx.config).toHaveBeenCalledOnce();
  });

  it('for the URL it is configured for, a changed card is set again without a new signature; an unchanged one is not', async () => {
    let share = SHARE;
    const wx = fakeWx();
    const sign = vi.fn(async (_url: string) => SIGNATURE);
    const update = createWechatShare({ sign, loadSdk: async () => wx, userAgent: ANDROID, href: () => SHARE.link, readShare: () => share });
    await update();
    share = {
      ...SHARE,
      title: '金慧 - 学术服务平台',
      desc: '北京大学教授',
      imgUrl: 'https://portal.example.cn/api/common/imageView/expert-11.svg',
    };
    await expect(update()).resolves.toEqual(share);
    await expect(update()).resolves.toBeNull();

    expect(sign).toHaveBeenCalledOnce();
    expect(wx.config).toHaveBeenCalledOnce();
    expect(wx.updateAppMessageShareData).toHaveBeenCalledTimes(2);
    expect(wx.updateAppMessageShareData).toHaveBeenLastCalledWith(share);
    expect(wx.updateTimelineShareData).toHaveBeenLastCalledWith({ title: share.title, link: share.link, imgUrl: share.imgUrl });
  });

  it('a card that changes while its URL is being signed is set when the configuration is done, with one signature', async () => {
    let share = SHARE;
    const wx = fakeWx();
    let release: (value: WechatSignature) => void = () => {};
    const sign = vi.fn((_url: string) => new Promise<WechatSignature>((resolve) => (release = resolve)));
    const update = createWechatShare({ sign, loadSdk: async () => wx, userAgent: ANDROID, href: () => SHARE.link, readShare: () => share });
    const first = update();
    share = { ...SHARE, title: '金慧 - 学术服务平台' };
    const second = update();
    expect(sign).toHaveBeenCalledOnce();
    release(SIGNATURE);

    await expect(first).resolves.toMatchObject({ title: '金慧 - 学术服务平台' });
    await expect(second).resolves.toBeNull();
    expect(sign).toHaveBeenCalledOnce();
    expect(wx.updateAppMessageShareData).toHaveBeenLastCalledWith(share);
  });

  it('a failed signature rejects and lets the next navigation try again', async () => {
    const { sign, update } = setup(ANDROID);
    sign.mockRejectedValueOnce(new Error('network'));
    await expect(update()).rejects.toThrow('network');
    await expect(update()).resolves.toMatchObject({ title: SHARE.title });
  });
});

describe('loadWechatSdk', () => {
  it('imports the npm JS-SDK once and gives its wx with the calls used here', async () => {
    const sdk = await loadWechatSdk();
    for (const call of ['config', 'ready', 'error', 'updateAppMessageShareData', 'updateTimelineShareData'] as const) {
      expect(typeof sdk[call]).toBe('function');
    }
    expect(await loadWechatSdk()).toBe(sdk);
  });
});
