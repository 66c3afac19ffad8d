import { describe, expect, it } from 'vitest';
import { paragraphsOf, periodicalIdOf, yearsOf } from './periodical-info-search';

describe('periodical info helpers', () => {
  it('reads the id', () => {
    expect(periodicalIdOf('12')).toBe(12);
    expect(periodicalIdOf('0')).toBeUndefined();
    expect(periodicalIdOf('x1')).toBeUndefined();
  });

  it('lists years from now back to the founding, and splits paragraphs', () => {
    expect(yearsOf(2023, 2026)).toEqual([2026, 2025, 2024, 2023]);
    expect(yearsOf(1950, 2026)).toHaveLength(30);
    expect(yearsOf(undefined, 2026)).toHaveLength(10);
    expect(paragraphsOf('一\n\n二\n \n三')).toEqual(['一', '二', '三']);
    expect(paragraphsOf(null)).toEqual([]);
  });
});
