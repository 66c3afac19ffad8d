/** Arithmetic on answer values (counts, amounts, shares, periods): 「—」 or null instead of NaN. */
export {
  DASH,
  MAX_MAGNITUDE,
  apiDay,
  apiDayNumber,
  orDash,
  safeAverage,
  safeDayCount,
  safeNonNegative,
  safeNumber,
  safePercent,
  safeRatio,
  safeSum,
} from './safe-number';
export type { NumberLimits } from './safe-number';
