/**
 * Ends the current task: what follows runs in a new one, after the browser has had its turn
 * (input, paint). `scheduler.yield` where the browser has it, else a zero timeout. (The build's start module,
 * scripts/lib/start-in-steps.mjs, has its own copy: it runs before any chunk.)
 */
export function nextTask(): Promise<void> {
  const { scheduler } = globalThis as { scheduler?: { yield?: () => Promise<void> } };
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
}
