/*
 * The arithmetic of the hand-written SVG charts: no chart library, so these few functions are
 * all there is, and they are tested on their own.
 */

/** Steps that read well on an axis: 1, 2, 2.5 and 5 times a power of ten. */
const NICE_STEPS = [1, 2, 2.5, 5, 10] as const;

/** Multiples of a float step drift (0.1 * 3 = 0.30000000000000004); this rounds the drift away. */
function tidy(value: number): number {
  return Number(value.toPrecision(12));
}

/**
 * Axis ticks from 0 up to a round value at or above `max`, in equal round steps, at most
 * `count + 1` of them. `integer` keeps the steps whole (counts of things). Nothing to show (0,
 * negative, not finite) still gives an axis 0–1.
 */
export function niceTicks(max: number, count = 5, integer = false): number[] {
  const target = Math.max(1, Math.floor(count));
  if (!Number.isFinite(max) || max <= 0) return [0, 1];
  const raw = max / target;
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const normalized = raw / magnitude;
  let step = tidy((NICE_STEPS.find((nice) => normalized <= nice) ?? 10) * magnitude);
  if (integer) step = Math.max(1, Math.ceil(step));
  const intervals = Math.max(1, Math.ceil(tidy(max / step)));
  return Array.from({ length: intervals + 1 }, (_, index) => tidy(index * step));
}

/** Maps `domain` onto `range` linearly; a domain of one point maps everything to the range's start. */
export function linearScale(domain: readonly [number, number], range: readonly [number, number]): (value: number) => number {
  const [d0, d1] = domain;
  const [r0, r1] = range;
  const span = d1 - d0;
  return (value) => (span === 0 ? r0 : r0 + ((value - d0) / span) * (r1 - r0));
}

export interface Bands {
  /** Left edge of band `index`. */
  x: (index: number) => number;
  /** Width of every band. */
  bandwidth: number;
  /** Distance from one band's start to the next. */
  step: number;
}

/**
 * `count` equal bands over [start, end] with `padding` (0–1, a share of each step) between them
 * and half of it at both ends.
 */
export function bandScale(count: number, range: readonly [number, number], padding = 0.2): Bands {
  const [start, end] = range;
  const n = Math.max(1, Math.floor(count));
  const share = Math.min(0.9, Math.max(0, padding));
  const step = (end - start) / n;
  const bandwidth = step * (1 - share);
  return { x: (index) => start + index * step + (step - bandwidth) / 2, bandwidth, step };
}

/** Show every k-th label so that at most `maxLabels` of `count` are drawn (k >= 1). */
export function labelStride(count: number, maxLabels: number): number {
  if (count <= 0) return 1;
  return Math.max(1, Math.ceil(count / Math.max(1, Math.floor(maxLabels))));
}
