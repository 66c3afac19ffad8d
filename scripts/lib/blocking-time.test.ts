import { describe, expect, it } from 'vitest';
import { totalBlockingTime } from './blocking-time.mjs';

describe('total blocking time (Lighthouse definition)', () => {
  it('counts what a long task after the first paint takes beyond 50 ms', () => {
    expect(
      totalBlockingTime(
        [
          { start: 1300, duration: 230 },
          { start: 1600, duration: 120 },
          { start: 2000, duration: 40 },
        ],
        500,
      ),
    ).toBe(180 + 70);
  });

  it('leaves out a task that ended before the first paint, and clips one that straddles it', () => {
    // Lighthouse's own example: a 150 ms task [0, 150] with the paint at 50 blocks 50 ms.
    expect(totalBlockingTime([{ start: 0, duration: 150 }], 50)).toBe(50);
    expect(totalBlockingTime([{ start: 380, duration: 100 }], 480)).toBe(0);
    expect(totalBlockingTime([{ start: 380, duration: 140 }], 480)).toBe(0);
  });

  it('counts every task when there is no first paint to start from', () => {
    expect(
      totalBlockingTime(
        [
          { start: 0, duration: 150 },
          { start: 400, duration: 60 },
        ],
        null,
      ),
    ).toBe(110);
  });
});
