import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatIpv4, ipRangeOf, isValidIdNumber, maskIdNumber, maskName, parseIpv4, rangesOverlap, statsByDay } from './queries';
import type { StoredRecord } from '../../db/center/types';

describe('center queries: IPv4', () => {
  it('round-trips every address', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 2 ** 32 - 1 }), (n) => parseIpv4(formatIpv4(n)) === n));
  });

  it('rejects malformed addresses', () => {
    for (const bad of ['', '10.0.0', '10.0.0.256', '10.00.0.1', '1.2.3.4.5', 'a.b.c.d', '10.0.0.-1'])
      expect(parseIpv4(bad), bad).toBeUndefined();
  });

  it('normalises a CIDR block to its network and checks the prefix', () => {
    expect(ipRangeOf({ cidr: '10.12.34.56/16' })).toEqual({
      start: parseIpv4('10.12.0.0'),
      end: parseIpv4('10.12.255.255'),
      cidr: '10.12.0.0/16',
    });
    expect(ipRangeOf({ cidr: '10.12.0.0/7' })).toBe('CIDR 前缀长度须在 8–32 之间');
    expect(ipRangeOf({ cidr: '10.12.0.0' })).toBe('CIDR 网段格式不正确，如 10.12.0.0/16');
    expect(ipRangeOf({ cidr: '10.12.0.0/16', startIp: '10.12.0.1' })).toBe('CIDR 网段与起止 IP 只能填写一种');
    expect(ipRangeOf({})).toBe('请填写起始 IP 或 CIDR 网段');
  });

  it('detects overlapping ranges', () => {
    expect(rangesOverlap({ start: 1, end: 5 }, { start: 5, end: 9 })).toBe(true);
    expect(rangesOverlap({ start: 1, end: 4 }, { start: 5, end: 9 })).toBe(false);
  });
});

describe('center queries: people and dates', () => {
  it('checks the ID number’s check character and birth date', () => {
    expect(isValidIdNumber('11010519491231002X')).toBe(true);
    expect(isValidIdNumber('11010519491231002x')).toBe(true);
    expect(isValidIdNumber('110105194912310021')).toBe(false);
    expect(isValidIdNumber('110105194902300029')).toBe(false);
    expect(maskIdNumber('11010519491231002X')).toBe('1101**********002X');
    expect(maskName('张晓明')).toBe('张*明');
    expect(maskName('李文')).toBe('李*');
  });

  it('fills every day of a range, zeros included', () => {
    const record = { createTime: '2026-11-20 10:00:00', amount: 68 } as StoredRecord;
    expect(statsByDay([record, record], '2026-11-19', '2026-11-21')).toEqual([
      { date: '2026-11-19', count: 0, amount: 0 },
      { date: '2026-11-20', count: 2, amount: 136 },
      { date: '2026-11-21', count: 0, amount: 0 },
    ]);
  });
});
