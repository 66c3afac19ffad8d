import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureHttp, type NotifyLevel } from '@/shared/api';
import { setNewsAppBridge } from '@/shared/lib/bridge';
import { renderWithProviders } from '@/shared/lib/test';
import { LINK_COPIED_MESSAGE, SHARE_FAILED_MESSAGE, SharePageButton } from './share-page-button';

let toasts: Array<[NotifyLevel, string]> = [];
let restoreNotifier = () => {};

beforeEach(() => {
  toasts = [];
  restoreNotifier = configureHttp({ notify: (level, message) => toasts.push([level, message]) });
  document.title = '人工智能时代的学术规范 - 学术服务平台';
  window.history.replaceState(null, '', '/academicDetail/3#comments');
});

afterEach(() => {
  restoreNotifier();
  setNewsAppBridge(null);
  vi.restoreAllMocks();
  Reflect.deleteProperty(navigator, 'share');
});

function stubClipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
}

describe('SharePageButton', () => {
  it("inside the news app hands the page's share data to the app", async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 NewsApp/7.2');
    const share = vi.fn();
    setNewsAppBridge({ login: vi.fn(), pay: vi.fn(), share, openDetail: vi.fn() });
    const writeText = vi.fn(() => Promise.resolve());
    stubClipboard(writeText);
    renderWithProviders(<SharePageButton />);
    await userEvent.click(screen.getByRole('button', { name: '分享' }));
    expect(share).toHaveBeenCalledWith(
      expect.objectContaining({ title: '人工智能时代的学术规范 - 学术服务平台', link: `${window.location.origin}/academicDetail/3` }),
    );
    expect(writeText).not.toHaveBeenCalled();
    expect(toasts).toEqual([]);
  });

  it('in a browser with a share sheet uses it', async () => {
    const share = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'share', { configurable: true, value: share });
    renderWithProviders(<SharePageButton />);
    await userEvent.click(screen.getByRole('button', { name: '分享' }));
    await waitFor(() => expect(share).toHaveBeenCalledWith(expect.objectContaining({ url: `${window.location.origin}/academicDetail/3` })));
    expect(toasts).toEqual([]);
  });

  it('elsewhere copies the link and says so; a refused clipboard gets a message too', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    stubClipboard(writeText);
    renderWithProviders(<SharePageButton />);
    await userEvent.click(screen.getByRole('button', { name: '分享' }));
    await waitFor(() => expect(toasts).toEqual([['success', LINK_COPIED_MESSAGE]]));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/academicDetail/3`);

    stubClipboard(() => Promise.reject(new DOMException('denied', 'NotAllowedError')));
    await userEvent.click(screen.getByRole('button', { name: '分享' }));
    await waitFor(() =>
      expect(toasts).toEqual([
        ['success', LINK_COPIED_MESSAGE],
        ['error', SHARE_FAILED_MESSAGE],
      ]),
    );
  });
});
