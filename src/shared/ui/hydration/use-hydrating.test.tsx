import { act } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { useHydrating } from './use-hydrating';

const seen: boolean[] = [];

function Probe() {
  const hydrating = useHydrating();
  seen.push(hydrating);
  return <p>{hydrating ? 'server markup' : 'live'}</p>;
}

describe('useHydrating', () => {
  afterEach(() => {
    seen.length = 0;
    document.body.innerHTML = '';
  });

  it('is true in the server render and in the hydrating render, then false once hydrated', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Probe />);
    document.body.append(container);
    expect(container.textContent).toBe('server markup');
    const hydrated = container.firstElementChild;
    const mismatches: unknown[] = [];
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, <Probe />, { onRecoverableError: (error) => mismatches.push(error) });
    });
    expect(mismatches).toEqual([]);
    // The server's markup was adopted (no mismatch: the same <p>), then updated in place.
    expect(container.firstElementChild).toBe(hydrated);
    expect(container.textContent).toBe('live');
    expect(seen[0]).toBe(true);
    expect(seen.at(-1)).toBe(false);
    act(() => root?.unmount());
  });

  it('is false from the first render of a plain client render', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    await act(async () => root.render(<Probe />));
    expect(seen.every((value) => value === false)).toBe(true);
    expect(container.textContent).toBe('live');
    act(() => root.unmount());
  });
});
