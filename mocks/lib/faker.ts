import { Faker, base, en, zh_CN } from '@faker-js/faker';

/**
 * Faker as the seeds use it. Each part of the data set draws from a generator of its own with its
 * own seed, so adding rows to one part moves no value of another.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
const BEIJING_OFFSET_MS = 8 * 60 * 60 * 1000;

/** A zh-CN generator (English and the base locale for what zh-CN lacks), seeded. */
export function seededFaker(seed: number): Faker {
  const f = new Faker({ locale: [zh_CN, en, base] });
  f.seed(seed);
  return f;
}

/** A Beijing wall-clock time `daysAgo` days before the seed day, during office hours (never after seededAt). */
export function timeDaysAgo(f: Faker, seededAt: Date, daysAgo: number): Date {
  const day = new Date(seededAt.getTime() + BEIJING_OFFSET_MS - daysAgo * DAY_MS);
  const seededHour = new Date(seededAt.getTime() + BEIJING_OFFSET_MS).getUTCHours();
  const hour =
    daysAgo === 0
      ? f.number.int({ min: Math.max(0, seededHour - 2), max: Math.max(0, seededHour - 1) })
      : f.number.int({ min: 8, max: 21 });
  const utc = Date.UTC(
    day.getUTCFullYear(),
    day.getUTCMonth(),
    day.getUTCDate(),
    hour,
    f.number.int({ min: 0, max: 59 }),
    f.number.int({ min: 0, max: 59 }),
  );
  return new Date(utc - BEIJING_OFFSET_MS);
}

/** A mobile as a list shows someone else's: 138****8000. */
export function maskMobile(mobile: string): string {
  return mobile.length === 11 ? `${mobile.slice(0, 3)}****${mobile.slice(7)}` : mobile;
}

/** A plausible mainland mobile of nobody in the data set (a promotion's customer, a card's user). */
export function randomMobile(f: Faker): string {
  return `1${f.helpers.arrayElement(['35', '36', '38', '39', '50', '58', '77', '86', '88'])}${f.string.numeric(8)}`;
}
