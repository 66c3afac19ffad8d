import { describe, expect, it } from 'vitest';
import { isValidIdNumber, maskIdNumber, maskName } from './queries';

describe('center queries: people', () => {
  it('checks the ID number’s check character and birth date', () => {
    expect(isValidIdNumber('11010519491231002X')).toBe(true);
    expect(isValidIdNumber('11010519491231002x')).toBe(true);
    expect(isValidIdNumber('110105194912310021')).toBe(false);
    expect(isValidIdNumber('110105194902300029')).toBe(false);
    expect(maskIdNumber('11010519491231002X')).toBe('1101**********002X');
    expect(maskName('张晓明')).toBe('张*明');
    expect(maskName('李文')).toBe('李*');
  });
});
