import { Component, h, render } from 'preact';
import type { ComponentChild, ComponentChildren } from 'preact';
import { useEffect } from 'preact/hooks';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ChunkLoadError } from '@/shared/ui/error-boundary';
import { adaptPreact } from './preact-setup';

/** The builds' renderer, driven directly (vitest renders the app with React). */
class Boundary extends Component<{ children?: ComponentChildren }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    return this.state.failed ? h('p', null, '出错了') : this.props.children;
  }
}

function Throws({ error }: { error: unknown }): null {
  throw error;
}

describe('adaptPreact (the builds render with Preact)', () => {
  let container: HTMLElement;
  beforeAll(() => adaptPreact());
  afterEach(() => {
    render(null, container);
    container.remove();
    vi.restoreAllMocks();
  });
  const mount = (node: ComponentChild) => {
    container = document.createElement('div');
    document.body.append(container);
    render(node, container);
  };

  it('runs effects as a microtask after the commit, before the next frame, as React does after a click', async () => {
    const order: string[] = [];
    const frame = new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
    function Effectful() {
      useEffect(() => {
        order.push('effect');
      }, []);
      return h('span', null, 'x');
    }
    mount(h(Effectful, null));
    expect(order).toEqual([]);
    await Promise.resolve();
    await Promise.resolve();
    order.push('microtasks done');
    await frame;
    expect(order).toEqual(['effect', 'microtasks done']);
  });

  /** Preact draws a boundary's fallback in its next render, a task later at most. */
  const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('reports a bug a boundary caught as a console error, and the boundary still shows its fallback', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const bug = new TypeError('x is undefined');
    mount(h(Boundary, null, h(Throws, { error: bug })));
    await settled();
    expect(container.textContent).toBe('出错了');
    expect(error).toHaveBeenCalledWith(bug);
  });

  it('reports a fault the user is told about (a chunk that did not load) as a warning only', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    mount(h(Boundary, null, h(Throws, { error: new ChunkLoadError() })));
    await settled();
    expect(container.textContent).toBe('出错了');
    expect(warn).toHaveBeenCalledWith(expect.any(ChunkLoadError), undefined);
    expect(error).not.toHaveBeenCalled();
  });
});
