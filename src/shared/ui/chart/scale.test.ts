import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { bandScale, labelStride, linearScale, niceTicks } from './scale';

const NICE = [1, 2, 2.5, 5];
/** 1, 2, 2.5 or 5 times a power of ten (allowing float noise). */
function isNiceStep(step: number): boolean {
  const magnitude = 10 ** Math.floor(Math.log10(step));
  return NICE.some((nice) => Math.abs(step / magnitude - nice) < 1e-9) || Math.abs(step / magnitude - 10) < 1e-9;
}

describe('niceTicks', () => {
  it('start at 0, cover the maximum in equal round steps, and stay few', () => {
    fc.assert(
      fc.property(fc.double({ min: 1e-6, max: 1e9, noNaN: true }), fc.integer({ min: 1, max: 10 }), (max, count) => {
        const ticks = niceTicks(max, count);
        const step = ticks[1]! - ticks[0]!;
        expect(ticks[0]).toBe(0);
        // Within float noise: 1.0000000000000002e-6 counts as covered by a top tick of 1e-6.
        expect(ticks[ticks.length - 1]).toBeGreaterThanOrEqual(max * (1 - 1e-9));
        expect(ticks.length).toBeGreaterThanOrEqual(2);
        expect(ticks.length).toBeLessThanOrEqual(count + 1);
        expect(isNiceStep(step)).toBe(true);
        ticks.forEach((tick, index) => expect(tick).toBeCloseTo(index * step, 6));
        // The last tick is the first round value at or above max: one step less would not cover it.
        expect(ticks[ticks.length - 2]!).toBeLessThan(max);
      }),
    );
  });

  it('keep whole steps for counts', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 100_000 }), (max) => niceTicks(max, 4, true).every((tick) => Number.isInteger(tick))));
    expect(niceTicks(3, 4, true)).toEqual([0, 1, 2, 3]);
    expect(niceTicks(1, 4, true)).toEqual([0, 1]);
  });

  it('give an empty chart an axis 0–1 and round the usual cases', () => {
    expect(niceTicks(0)).toEqual([0, 1]);
    expect(niceTicks(-5)).toEqual([0, 1]);
    expect(niceTicks(Number.NaN)).toEqual([0, 1]);
    expect(niceTicks(97, 5)).toEqual([0, 20, 40, 60, 80, 100]);
    expect(niceTicks(0.3, 3)).toEqual([0, 0.1, 0.2, 0.3]);
    expect(niceTicks(1234, 4)).toEqual([0, 500, 1000, 1500]);
  });
});

describe('linearScale', () => {
  it('maps the domain’s ends onto the range’s ends and keeps the order', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -1e6, max: 1e6, noNaN: true }),
        fc.double({ min: 1e-3, max: 1e6, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (d0, span, a, b) => {
          const scale = linearScale([d0, d0 + span], [200, 10]);
          expect(scale(d0)).toBeCloseTo(200, 6);
          expect(scale(d0 + span)).toBeCloseTo(10, 6);
          const [lo, hi] = a <= b ? [a, b] : [b, a];
          // The range runs downwards (an SVG y axis): a larger value is higher up.
          expect(scale(d0 + hi * span)).toBeLessThanOrEqual(scale(d0 + lo * span) + 1e-9);
        },
      ),
    );
    expect(linearScale([5, 5], [100, 0])(7)).toBe(100);
  });
});

describe('bandScale', () => {
  it('lays equal bands inside the range without overlap', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 400 }),
        fc.double({ min: 10, max: 2000, noNaN: true }),
        fc.double({ min: 0, max: 0.9, noNaN: true }),
        (count, width, padding) => {
          const bands = bandScale(count, [40, 40 + width], padding);
          expect(bands.bandwidth).toBeGreaterThan(0);
          expect(bands.x(0)).toBeGreaterThanOrEqual(40 - 1e-9);
          expect(bands.x(count - 1) + bands.bandwidth).toBeLessThanOrEqual(40 + width + 1e-6);
          for (let index = 1; index < count; index += 1) {
            expect(bands.x(index)).toBeGreaterThanOrEqual(bands.x(index - 1) + bands.bandwidth - 1e-9);
          }
        },
      ),
    );
  });

  it('labelStride keeps the labels within the room', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1000 }), fc.integer({ min: 1, max: 100 }), (count, room) => {
        const stride = labelStride(count, room);
        return stride >= 1 && Math.ceil(count / stride) <= room;
      }),
    );
  });
});
