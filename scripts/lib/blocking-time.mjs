/**
 * Total blocking time as Lighthouse defines it (its `calculateSumOfBlockingTime`): each long task
 * is clipped to the window that starts at the first contentful paint, and what remains of it
 * beyond 50 ms blocks. A task that ends before the first paint blocks nothing: nobody can tap a
 * page they cannot see yet. The window ends when the bench stops watching (the network quiet),
 * where Lighthouse stops at its time to interactive.
 */
export const BLOCKING_THRESHOLD_MS = 50;

/**
 * @param {{ start: number, duration: number }[]} tasks long tasks (PerformanceLongTaskTiming)
 * @param {number | null} fcp the first contentful paint, ms from navigation start
 * @returns {number} ms
 */
export function totalBlockingTime(tasks, fcp) {
  let sum = 0;
  for (const { start, duration } of tasks) {
    // Without a first paint the window opens at the start: every task counts whole.
    const clipped = start + duration - Math.max(start, fcp ?? start);
    if (clipped > BLOCKING_THRESHOLD_MS) sum += clipped - BLOCKING_THRESHOLD_MS;
  }
  return sum;
}
