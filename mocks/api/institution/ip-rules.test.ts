import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatIpv4, ipRangeOf, parseIpv4, rangesOverlap } from './ip-rules';

describe('IP rules: IPv4', () => {
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
