import { describe, expect, it } from 'vitest';
import { accountLabel } from './account';

describe('accountLabel', () => {
  it('names an account by nickname and account, or by the account alone', () => {
    expect(accountLabel({ nickName: '文学院', username: 'jcdx01' })).toBe('文学院（jcdx01）');
    expect(accountLabel({ username: 'jcdx01' })).toBe('jcdx01');
    expect(accountLabel({ nickName: null, username: 'jcdx01' })).toBe('jcdx01');
    expect(accountLabel({ nickName: '', username: 'jcdx01' })).toBe('jcdx01');
  });
});
