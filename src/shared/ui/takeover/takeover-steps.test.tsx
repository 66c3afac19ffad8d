import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as Steps from './takeover-steps';

let steps: typeof Steps;

// The steps are the page's state (one takeover per load): a fresh module for every test.
beforeEach(async () => {
  vi.resetModules();
  steps = await import('./takeover-steps');
});

/** Lets the queued tasks (the steps' zero timeouts) and what they render run. */
const nextTasks = async (count = 1) => {
  for (let i = 0; i < count; i++) await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
};

describe('InNextTask', () => {
  it('renders its children at once outside the takeover', () => {
    const { InNextTask } = steps;
    render(
      <InNextTask>
        <p>正文</p>
      </InNextTask>,
    );
    expect(screen.getByText('正文')).toBeTruthy();
  });

  it('during the takeover draws its part in a later task, and the swap waits for it', async () => {
    const { InNextTask, afterTakeoverSteps, beginTakeoverSteps } = steps;
    beginTakeoverSteps();
    const swap = vi.fn();
    render(
      <>
        <h1>页头</h1>
        <InNextTask>
          <p>正文</p>
          <InNextTask>
            <p>页脚</p>
          </InNextTask>
        </InNextTask>
      </>,
    );
    expect(screen.getByText('页头')).toBeTruthy();
    expect(screen.queryByText('正文')).toBeNull();
    afterTakeoverSteps(() => swap(document.body.textContent));
    expect(swap).not.toHaveBeenCalled();

    await nextTasks();
    expect(screen.getByText('正文')).toBeTruthy();
    // The part inside the part takes a task of its own: still waited for.
    expect(screen.queryByText('页脚')).toBeNull();
    expect(swap).not.toHaveBeenCalled();

    await nextTasks(2);
    expect(swap).toHaveBeenCalledTimes(1);
    expect(swap).toHaveBeenCalledWith('页头正文页脚');
  });

  it('swaps at once when no part took a task of its own, and renders at once after the swap', () => {
    const { InNextTask, afterTakeoverSteps, beginTakeoverSteps } = steps;
    beginTakeoverSteps();
    const swap = vi.fn();
    afterTakeoverSteps(swap);
    expect(swap).toHaveBeenCalledTimes(1);
    render(
      <InNextTask>
        <p>正文</p>
      </InNextTask>,
    );
    expect(screen.getByText('正文')).toBeTruthy();
  });

  it('does not hold the swap up for a part that left before it was drawn', async () => {
    const { InNextTask, afterTakeoverSteps, beginTakeoverSteps } = steps;
    beginTakeoverSteps();
    let leave = () => {};
    function Page() {
      const [shown, setShown] = useState(true);
      leave = () => setShown(false);
      return shown ? (
        <InNextTask>
          <p>正文</p>
        </InNextTask>
      ) : (
        <p>别处</p>
      );
    }
    render(<Page />);
    const swap = vi.fn();
    afterTakeoverSteps(swap);
    act(() => leave());
    expect(swap).toHaveBeenCalledTimes(1);
    await nextTasks(2);
    expect(screen.getByText('别处')).toBeTruthy();
    expect(screen.queryByText('正文')).toBeNull();
  });
});
