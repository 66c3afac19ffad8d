import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FAKE_NEWS_APP_STORAGE_KEY, getNewsAppBridge, isInNewsApp, newsApp, setNewsAppBridge } from '@/shared/lib/bridge';
import type * as FakeBridgeModule from './fake-bridge';
import { createFakeNewsAppBridge, describeCall, installFakeNewsAppBridge, isFakeNewsAppOn, showFakeBridgeToast } from './fake-bridge';

// The panel's switch reloads the page, which jsdom cannot do: record the switch instead.
const switched = vi.hoisted(() => ({ calls: [] as boolean[] }));
vi.mock('./fake-bridge', async (importOriginal) => {
  const actual = await importOriginal<typeof FakeBridgeModule>();
  return { ...actual, switchFakeNewsApp: (on: boolean) => switched.calls.push(on) };
});

afterEach(() => {
  setNewsAppBridge(null);
  window.sessionStorage.clear();
  document.body.innerHTML = '';
  switched.calls = [];
  vi.useRealTimers();
});

describe('fake news-app bridge', () => {
  it('hands every call, with its data, to the listener', () => {
    const onCall = vi.fn();
    const bridge = createFakeNewsAppBridge(onCall);
    bridge.login();
    bridge.pay({ orderId: 'o-1' });
    bridge.share({ title: 't', desc: 'd', imgUrl: 'i', link: 'l' });
    bridge.openDetail({ jumpType: 1, uuid: 'u' });
    expect(onCall.mock.calls.map(([entry]) => entry)).toEqual([
      { call: 'login' },
      { call: 'pay', payload: { orderId: 'o-1' } },
      { call: 'share', payload: { title: 't', desc: 'd', imgUrl: 'i', link: 'l' } },
      { call: 'openDetail', payload: { jumpType: 1, uuid: 'u' } },
    ]);
  });

  it('describes calls in Chinese with their data', () => {
    expect(describeCall({ call: 'login' })).toBe('模拟新闻客户端：登录');
    expect(describeCall({ call: 'pay', payload: { orderId: 'o-1' } })).toBe('模拟新闻客户端：支付 {"orderId":"o-1"}');
  });

  it('shows a toast in one live region that goes away by itself', () => {
    vi.useFakeTimers();
    showFakeBridgeToast('模拟新闻客户端：登录');
    showFakeBridgeToast('模拟新闻客户端：分享');
    const region = screen.getByRole('status');
    expect(region.textContent).toBe('模拟新闻客户端：登录模拟新闻客户端：分享');
    vi.advanceTimersByTime(5000);
    expect(region.textContent).toBe('');
  });

  it('when switched on for the tab: installs the global, the tab counts as the app, calls toast', async () => {
    expect(installFakeNewsAppBridge()).toBe(false);
    expect(getNewsAppBridge()).toBeNull();

    window.sessionStorage.setItem(FAKE_NEWS_APP_STORAGE_KEY, '1');
    expect(isFakeNewsAppOn()).toBe(true);
    expect(installFakeNewsAppBridge()).toBe(true);
    expect(isInNewsApp('Mozilla/5.0 Chrome/126')).toBe(true);
    expect(newsApp.login()).toBe(true);
    expect((await screen.findByRole('status')).textContent).toBe('模拟新闻客户端：登录');
  });

  it('switching stores the choice for the tab and reloads; off removes the global', async () => {
    const { switchFakeNewsApp: realSwitch } = await vi.importActual<typeof FakeBridgeModule>('./fake-bridge');
    const reload = vi.fn();
    realSwitch(true, window.sessionStorage, reload);
    expect(window.sessionStorage.getItem(FAKE_NEWS_APP_STORAGE_KEY)).toBe('1');
    expect(reload).toHaveBeenCalledOnce();

    installFakeNewsAppBridge();
    realSwitch(false, window.sessionStorage, reload);
    expect(window.sessionStorage.getItem(FAKE_NEWS_APP_STORAGE_KEY)).toBeNull();
    expect(getNewsAppBridge()).toBeNull();
    expect(reload).toHaveBeenCalledTimes(2);
  });
});

describe('MockPanel 「模拟新闻客户端」 switch', () => {
  it('is a checkbox in the panel that switches the fake app; the panel button says when it is on', async () => {
    const { MockPanel } = await import('./mock-panel');
    const user = userEvent.setup();
    const first = render(createElement(MockPanel));
    await user.click(screen.getByRole('button', { name: '模拟场景：正常' }));
    const box = screen.getByRole('checkbox', { name: /模拟新闻客户端/ }) as HTMLInputElement;
    expect(box.checked).toBe(false);
    await user.click(box);
    expect(switched.calls).toEqual([true]);
    first.unmount();

    window.sessionStorage.setItem(FAKE_NEWS_APP_STORAGE_KEY, '1');
    render(createElement(MockPanel));
    await user.click(screen.getByRole('button', { name: '模拟场景：正常 · 新闻客户端' }));
    await user.click(screen.getByRole('checkbox', { name: /模拟新闻客户端/ }));
    expect(switched.calls).toEqual([true, false]);
  });
});
