import { Suspense, useLayoutEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { nextTask } from './next-task';

/*
 * The takeover's render in steps (issue 13, total blocking time). Behind a prerendered page the
 * app renders its first page outside the document and swaps it in once it is whole (main.tsx
 * `mountPoint`). Preact renders a tree in one task: 150-250 ms for a page on a phone four times
 * slower than a desktop. `InNextTask` marks a part of the tree that may render in a task of its
 * own during that first render: it suspends once, and the browser gets its turn (a tap, a scroll
 * of the prerendered page) before the part is drawn. The swap waits until every such part is
 * drawn, so the visitor never sees a part missing. Outside the takeover (a page that was not
 * prerendered, every render after the swap, dev and tests) `InNextTask` renders its children at
 * once, as if it were not there.
 */

interface Step {
  ready: boolean;
  /** Drawn, or gone before it was: counted off once. */
  settled: boolean;
  promise: Promise<void>;
}

let taking = false;
let pending = 0;
let whenSettled: (() => void) | null = null;

function settle(step: Step): void {
  if (step.settled) return;
  step.settled = true;
  pending -= 1;
  if (pending === 0 && whenSettled) {
    const done = whenSettled;
    whenSettled = null;
    done();
  }
}

/** The first render is the takeover of a prerendered page: parts marked `InNextTask` may take a task of their own. */
export function beginTakeoverSteps(): void {
  taking = true;
}

/**
 * Calls `done` once every part that took a task of its own is drawn (at once when none is left),
 * and ends the steps: parts rendered from then on render at once.
 */
export function afterTakeoverSteps(done: () => void): void {
  const finish = () => {
    taking = false;
    done();
  };
  if (pending === 0) finish();
  else whenSettled = finish;
}

function StepDrawn({ step }: { step: Step }) {
  useLayoutEffect(() => settle(step), [step]);
  return null;
}

function Gate({ step, children }: { step: Step; children: ReactNode }) {
  if (!step.ready) throw step.promise;
  return (
    <>
      {children}
      <StepDrawn step={step} />
    </>
  );
}

/** During the takeover's first render, renders `children` in a later task; otherwise at once. */
export function InNextTask({ children }: { children: ReactNode }) {
  const [step] = useState<Step | null>(() => {
    if (!taking) return null;
    pending += 1;
    const created: Step = { ready: false, settled: false, promise: Promise.resolve() };
    created.promise = nextTask().then(() => {
      created.ready = true;
    });
    return created;
  });
  // A part that leaves before it was drawn (the router went elsewhere) holds nothing up.
  useLayoutEffect(() => (step ? () => settle(step) : undefined), [step]);
  if (!step) return <>{children}</>;
  return (
    <Suspense fallback={null}>
      <Gate step={step}>{children}</Gate>
    </Suspense>
  );
}
