import { afterEach, describe, expect, it, vi } from 'vitest';
import { SITE_DESCRIPTION } from '@/shared/config';
import type { WechatSdk } from '@/shared/lib/bridge';
import { startWechatShare } from './wechat-share';
import { db, HttpResponse, onApi, renderApp, screen, server, waitFor } from '@/app/test';

const WECHAT_UA = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126 Mobile Safari/537.36 MicroMessenger/8.0.49';
const ORIGIN = 'https://portal.example.cn';

/** A fake `wx`: config verifies on the next tick, then ready callbacks run. */
function fakeWx() {
  let ready: Array<() => void> = [];
  return {
    config: vi.fn(() => {
      setTimeout(() => {
        ready.forEach((callback) => callback());
        ready = [];
      });
    }),
    ready: vi.fn((callback: () => void) => void ready.push(callback)),
    error: vi.fn(),
    updateAppMessageShareData: vi.fn(),
    updateTimelineShareData: vi.fn(),
  } satisfies WechatSdk;
}

const cleanups: Array<() => void> = [];
afterEach(() => {
  cleanups.splice(0).forEach((cleanup) => cleanup());
});

function renderInWechat(path: string, userAgent = WECHAT_UA) {
  const wx = fakeWx();
  const loadSdk = vi.fn(async () => wx);
  const signed: string[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname.endsWith('/wechat/getSignature')) signed.push(url.searchParams.get('url') ?? '');
  });
  const app = renderApp(path);
  const href = () => `${ORIGIN}${app.router.state.location.href}`;
  cleanups.push(startWechatShare(app.router, { userAgent, loadSdk, href }), () => server.events.removeAllListeners());
  return { app, wx, loadSdk, signed };
}

describe('WeChat share wiring', () => {
  it("after each navigation signs the URL without hash and shares the page's title, description, icon and link", async () => {
    const { app, wx, signed } = renderInWechat('/?from=timeline#top');
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(wx.updateAppMessageShareData).toHaveBeenCalledOnce(), { timeout: 5000 });
    expect(signed).toEqual([`${ORIGIN}/?from=timeline`]);
    expect(wx.config).toHaveBeenCalledWith(
      expect.objectContaining({
        appId: 'wx3f8a2b6c9d1e4f70',
        jsApiList: ['updateAppMessageShareData', 'updateTimelineShareData'],
        timestamp: expect.any(Number),
        nonceStr: expect.stringMatching(/^\w{16}$/),
        signature: expect.stringMatching(/^[0-9a-f]{40}$/),
      }),
    );
    expect(wx.updateAppMessageShareData).toHaveBeenLastCalledWith({
      title: '首页 - 学术服务平台',
      desc: SITE_DESCRIPTION,
      imgUrl: `${ORIGIN}/favicon.ico`,
      link: `${ORIGIN}/?from=timeline`,
    });

    await app.router.navigate({ to: '/experts' });
    await screen.findByRole('heading', { level: 1, name: '专家学者' });
    await waitFor(() => expect(wx.updateTimelineShareData).toHaveBeenCalledTimes(2), { timeout: 5000 });
    expect(signed).toEqual([`${ORIGIN}/?from=timeline`, `${ORIGIN}/experts`]);
    expect(wx.updateTimelineShareData).toHaveBeenLastCalledWith({
      title: '专家学者 - 学术服务平台',
      imgUrl: `${ORIGIN}/favicon.ico`,
      link: `${ORIGIN}/experts`,
    });
  });

  it("signs the new URL after an in-app navigation to a detail page, and shares its item's card once it has loaded", async () => {
    const expert = db.experts.find((e) => e.id === 11)!;
    const { app, wx, signed } = renderInWechat('/experts?token=abc');
    await screen.findByRole('heading', { level: 1, name: '专家学者' });
    await waitFor(() => expect(wx.updateAppMessageShareData).toHaveBeenCalledOnce(), { timeout: 5000 });
    // A personal parameter is signed (WeChat verifies the address it shows) but never shared.
    expect(wx.updateAppMessageShareData).toHaveBeenLastCalledWith(expect.objectContaining({ link: `${ORIGIN}/experts` }));

    await app.router.navigate({ to: '/expert/{-$id}', params: { id: '11' } });
    await screen.findByRole('heading', { level: 1, name: expert.name });
    await waitFor(
      () =>
        expect(wx.updateAppMessageShareData).toHaveBeenLastCalledWith({
          title: `${expert.name} - 学术服务平台`,
          desc: expert.summary,
          imgUrl: `${window.location.origin}/api/common/imageView/expert-11.svg`,
          link: `${ORIGIN}/expert/11`,
        }),
      { timeout: 5000 },
    );
    expect(signed).toEqual([`${ORIGIN}/experts?token=abc`, `${ORIGIN}/expert/11`]);
    expect(wx.config).toHaveBeenCalledTimes(2);
    expect(wx.updateTimelineShareData).toHaveBeenLastCalledWith({
      title: `${expert.name} - 学术服务平台`,
      imgUrl: `${window.location.origin}/api/common/imageView/expert-11.svg`,
      link: `${ORIGIN}/expert/11`,
    });
  });

  it('a failed signature is logged, not shown, and the page works on', async () => {
    server.use(onApi('getWechatSignature', () => HttpResponse.json({ code: 500, msg: '签名服务不可用' })));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { wx } = renderInWechat('/');
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(warn).toHaveBeenCalledOnce(), { timeout: 5000 });
    expect(wx.config).not.toHaveBeenCalled();
    expect(screen.queryByText('签名服务不可用')).not.toBeInTheDocument();
    warn.mockRestore();
  });

  it('outside WeChat neither signs nor loads the SDK', async () => {
    const { loadSdk, signed } = renderInWechat('/', 'Mozilla/5.0 (Windows NT 10.0) Chrome/126');
    await screen.findByRole('heading', { level: 1 });
    expect(loadSdk).not.toHaveBeenCalled();
    expect(signed).toEqual([]);
  });
});
