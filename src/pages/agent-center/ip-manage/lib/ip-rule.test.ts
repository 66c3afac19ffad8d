import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { checkForm } from '@/shared/lib/form';
import { IP_MESSAGES, addressCount, checkIpRuleForm, formatIpv4, ipRuleForm, parseCidr, parseIpv4 } from './ip-rule';
import type { IpRuleFormValues } from './ip-rule';

const address = fc.integer({ min: 0, max: 2 ** 32 - 1 });
const form = (values: Partial<IpRuleFormValues>): IpRuleFormValues => ({
  mode: 'single',
  startIp: '',
  endIp: '',
  cidr: '',
  remark: '',
  ...values,
});

describe('IPv4 addresses', () => {
  it('read back every address they write', () => {
    fc.assert(fc.property(address, (n) => parseIpv4(formatIpv4(n)) === n && parseIpv4(` ${formatIpv4(n)} `) === n));
  });

  it('refuse anything that is not four parts 0–255 without leading zeros', () => {
    const part = fc.integer({ min: 0, max: 255 }).map(String);
    // A part over 255, a leading zero, a sign or a letter anywhere makes the address wrong.
    const badPart = fc.oneof(
      fc.integer({ min: 256, max: 99999 }).map(String),
      fc.integer({ min: 0, max: 99 }).map((n) => `0${n}`),
      fc.constantFrom('', '-1', '+1', 'a', '1a', '1 1', '1.'),
    );
    fc.assert(
      fc.property(fc.array(part, { minLength: 3, maxLength: 3 }), badPart, fc.integer({ min: 0, max: 3 }), (good, bad, at) => {
        const parts = [...good];
        parts.splice(at, 0, bad);
        return parseIpv4(parts.join('.')) === undefined;
      }),
    );
    fc.assert(
      fc.property(
        fc.array(part, { minLength: 0, maxLength: 8 }).filter((parts) => parts.length !== 4),
        (parts) => parseIpv4(parts.join('.')) === undefined,
      ),
    );
    for (const bad of ['', '1.2.3', '1.2.3.4.5', '256.1.1.1', '01.2.3.4', '1..3.4', '１.2.3.4', '1.2.3.4/24'])
      expect(parseIpv4(bad)).toBeUndefined();
  });
});

describe('CIDR blocks', () => {
  it('are aligned, hold 2^(32−prefix) addresses and contain the typed address', () => {
    fc.assert(
      fc.property(address, fc.integer({ min: 8, max: 32 }), (n, prefix) => {
        const block = parseCidr(`${formatIpv4(n)}/${prefix}`);
        if (typeof block === 'string') return false;
        const size = 2 ** (32 - prefix);
        return (
          block.start % size === 0 &&
          addressCount(block) === size &&
          block.start <= n &&
          n <= block.end &&
          block.cidr === `${formatIpv4(block.start)}/${prefix}`
        );
      }),
    );
  });

  it('name what is wrong', () => {
    expect(parseCidr('10.12.0.0')).toBe(IP_MESSAGES.badCidr);
    expect(parseCidr('10.12.0.300/16')).toBe(IP_MESSAGES.badCidr);
    expect(parseCidr('10.12.0.0/7')).toBe(IP_MESSAGES.prefix);
    expect(parseCidr('10.12.0.0/33')).toBe(IP_MESSAGES.prefix);
    expect(parseCidr('10.12.34.56/16')).toEqual({ start: parseIpv4('10.12.0.0'), end: parseIpv4('10.12.255.255'), cidr: '10.12.0.0/16' });
  });
});

describe('the IP rule form', () => {
  it('accepts a range exactly when start ≤ end', () => {
    fc.assert(
      fc.property(address, address, (a, b) => {
        const check = checkIpRuleForm(form({ mode: 'range', startIp: formatIpv4(a), endIp: formatIpv4(b) }));
        return a <= b
          ? check.request?.startIp === formatIpv4(a) && check.request.endIp === formatIpv4(b) && Object.keys(check.errors).length === 0
          : check.errors.endIp === IP_MESSAGES.order && check.request === undefined;
      }),
    );
  });

  it('asks only for the fields of the chosen kind, in Chinese', () => {
    expect(checkIpRuleForm(form({ mode: 'single' })).errors).toEqual({ startIp: IP_MESSAGES.ipRequired });
    expect(checkIpRuleForm(form({ mode: 'range' })).errors).toEqual({ startIp: IP_MESSAGES.startRequired, endIp: IP_MESSAGES.endRequired });
    expect(checkIpRuleForm(form({ mode: 'cidr', startIp: 'junk' })).errors).toEqual({ cidr: IP_MESSAGES.cidrRequired });
    expect(checkIpRuleForm(form({ mode: 'single', startIp: '192.168.1.300' })).errors).toEqual({ startIp: IP_MESSAGES.badIp });
    // 50 is the contract's maxLength of the remark (openapi.yaml).
    expect(checkForm(ipRuleForm, form({ mode: 'single', startIp: '192.168.1.3', remark: '备'.repeat(51) }))).toEqual({
      remark: '备注不能超过 50 个字',
    });
  });

  it('sends what the contract wants', () => {
    expect(checkIpRuleForm(form({ mode: 'single', startIp: ' 58.48.196.11 ', remark: ' VPN ' })).request).toEqual({
      startIp: '58.48.196.11',
      remark: 'VPN',
    });
    expect(checkIpRuleForm(form({ mode: 'cidr', cidr: '10.30.7.1/24' })).request).toEqual({ cidr: '10.30.7.0/24' });
  });
});
