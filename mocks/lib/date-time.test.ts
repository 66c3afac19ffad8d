import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, formatDateTime, isValidDay } from './date-time';

describe('date-time', () => {
  it('writes Beijing wall-clock time whatever the machine’s zone', () => {
    expect(formatDateTime(new Date('2026-11-20T18:30:05Z'))).toBe('2026-11-21 02:30:05');
  });

  it('counts days across month and year ends', () => {
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01');
    expect(daysBetween('2026-11-21', '2026-11-21')).toBe(1);
    expect(daysBetween('2025-11-22', '2026-11-21')).toBe(365);
    expect(isValidDay('2026-02-29')).toBe(false);
  });
});
