/**
 * The two fields SPEC §7 puts into every `/oss/upload` form next to the file: a random number
 * and a new number. They make every upload body unique (the backend's cache-buster), which also
 * means the duplicate-submit guard never mistakes two uploads for one. Both upload features need
 * them, so they live beside the shared upload rules; the clocks are injectable for tests.
 */
export interface UploadStamp {
  random: string;
  newNumber: string;
}

export function uploadStamp(random: () => number = Math.random, now: () => number = Date.now): UploadStamp {
  return { random: String(random()), newNumber: String(now()) };
}
