import { render, waitFor } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useRetryWhenBackOnline } from './online-status';

let online = false;

beforeEach(() => {
  online = false;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
});

afterEach(() => {
  vi.restoreAllMocks();
});

function FailedScreen({ retry }: { retry: () => void }) {
  useRetryWhenBackOnline(retry);
  return <p>页面加载失败</p>;
}

/** The network comes back after the failed screen is on the page, before its effects have run. */
function BackOnlineAtCommit() {
  useLayoutEffect(() => {
    online = true;
    window.dispatchEvent(new Event('online'));
  }, []);
  return null;
}

describe('useRetryWhenBackOnline', () => {
  it('retries once the browser is back online, when the online event came before its effects ran', async () => {
    const retry = vi.fn();
    render(
      <>
        <FailedScreen retry={retry} />
        <BackOnlineAtCommit />
      </>,
    );

    await waitFor(() => expect(retry).toHaveBeenCalledTimes(1));
  });
});
