import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from './error-boundary';
import { ChunkLoadError } from './chunk-error';
import { lazyRetry } from './lazy-retry';

function View() {
  return <p>已加载</p>;
}

describe('lazyRetry', () => {
  it('hands a failed import to the boundary as a ChunkLoadError, and imports again on retry', async () => {
    const load = vi
      .fn<() => Promise<{ default: typeof View }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module: http://x/a.js'))
      .mockResolvedValue({ default: View });
    const Lazy = lazyRetry(load);
    const caught: unknown[] = [];
    vi.spyOn(console, 'error').mockImplementation(() => {});

    render(
      <ErrorBoundary
        onError={(error) => caught.push(error)}
        fallback={(retry) => (
          <button type="button" onClick={retry}>
            重新加载
          </button>
        )}
      >
        <Lazy />
      </ErrorBoundary>,
    );

    const button = await screen.findByRole('button', { name: '重新加载' });
    expect(caught[0]).toBeInstanceOf(ChunkLoadError);
    expect(load).toHaveBeenCalledTimes(1);

    await act(async () => button.click());
    expect(await screen.findByText('已加载')).toBeVisible();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
