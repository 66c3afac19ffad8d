import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NETWORK_TEXT, RESTORED_NOTICE_MS, useOnline } from './online-status';
import { OfflineBanner } from './offline-banner';

let online = true;

function goOffline() {
  online = false;
  act(() => void window.dispatchEvent(new Event('offline')));
}

function goOnline() {
  online = true;
  act(() => void window.dispatchEvent(new Event('online')));
}

function renderBanner() {
  return render(
    <ChakraProvider value={defaultSystem}>
      <OfflineBanner />
    </ChakraProvider>,
  );
}

beforeEach(() => {
  online = true;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('OfflineBanner', () => {
  it('says nothing while online, in a polite live region that is always there', () => {
    renderBanner();
    const region = screen.getByRole('status');
    expect(region.getAttribute('aria-live')).toBe('polite');
    expect(region.textContent).toBe('');
  });

  it('shows the offline banner on the browser’s offline event, and 「网络已恢复」 for a moment when back', () => {
    vi.useFakeTimers();
    renderBanner();
    goOffline();
    expect(screen.getByRole('status').textContent).toBe(NETWORK_TEXT.offline);

    goOnline();
    expect(screen.getByRole('status').textContent).toBe(NETWORK_TEXT.restored);

    act(() => void vi.advanceTimersByTime(RESTORED_NOTICE_MS));
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('shows the banner at once when the page starts offline', () => {
    online = false;
    renderBanner();
    expect(screen.getByRole('status').textContent).toBe(NETWORK_TEXT.offline);
  });

  it('a view mounted offline says so in its first render, before its effects subscribe', () => {
    // The last listener left the store online; then the network went while nothing listened.
    renderBanner().unmount();
    online = false;
    const seen: boolean[] = [];
    function Probe() {
      seen.push(useOnline());
      return null;
    }
    render(<Probe />);
    expect(seen[0]).toBe(false);
    expect(seen).not.toContain(true);
  });

  it('a second drop cancels the restored notice', () => {
    vi.useFakeTimers();
    renderBanner();
    goOffline();
    goOnline();
    goOffline();
    act(() => void vi.advanceTimersByTime(RESTORED_NOTICE_MS));
    expect(screen.getByRole('status').textContent).toBe(NETWORK_TEXT.offline);
  });
});
