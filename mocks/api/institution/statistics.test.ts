import { describe, expect, it } from 'vitest';
import type { StoredRecord } from '../center';
import { statsByDay } from './statistics';

describe('statistics', () => {
  it('fills every day of a range, zeros included', () => {
    const record = { createTime: '2026-11-20 10:00:00', amount: 68 } as StoredRecord;
    expect(statsByDay([record, record], '2026-11-19', '2026-11-21')).toEqual([
      { date: '2026-11-19', count: 0, amount: 0 },
      { date: '2026-11-20', count: 2, amount: 136 },
      { date: '2026-11-21', count: 0, amount: 0 },
    ]);
  });
});
