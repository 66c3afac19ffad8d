import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { EMPTY_SUB_ACCOUNT_FORM, SUB_ACCOUNT_MESSAGES, quotaOf, subAccountPayload, validateSubAccountForm } from './sub-account-form';

const valid = {
  username: 'lib_law',
  nickName: '法学院',
  mobile: '13912345678',
  password: 'Law@2026x',
  confirmPassword: 'Law@2026x',
  quota: '100.5',
};

describe('sub-account form', () => {
  it('accepts a complete form and sends trimmed values', () => {
    expect(validateSubAccountForm(valid, 'create', 200)).toEqual({});
    expect(subAccountPayload({ ...valid, nickName: ' 法学院 ', mobile: ' 13912345678 ' })).toEqual({
      nickName: '法学院',
      mobile: '13912345678',
      quota: 100.5,
    });
  });

  it('names every wrong field in Chinese', () => {
    expect(validateSubAccountForm(EMPTY_SUB_ACCOUNT_FORM, 'create')).toEqual({
      username: SUB_ACCOUNT_MESSAGES.usernameRequired,
      password: SUB_ACCOUNT_MESSAGES.passwordRequired,
      confirmPassword: '请再次输入新密码',
      nickName: SUB_ACCOUNT_MESSAGES.nickNameRequired,
      mobile: '请输入手机号',
    });
    expect(validateSubAccountForm({ ...valid, username: '1abc' }, 'create').username).toBe(SUB_ACCOUNT_MESSAGES.usernameInvalid);
    expect(validateSubAccountForm({ ...valid, password: 'abcdefgh', confirmPassword: 'abcdefgh' }, 'create').password).toBe(
      '密码须包含至少一个数字',
    );
    expect(validateSubAccountForm({ ...valid, confirmPassword: 'Other123' }, 'create').confirmPassword).toBe('两次输入的密码不一致');
    expect(validateSubAccountForm({ ...valid, nickName: '院'.repeat(31) }, 'create').nickName).toBe(SUB_ACCOUNT_MESSAGES.nickNameLong);
    expect(validateSubAccountForm({ ...valid, quota: '300' }, 'create', 200).quota).toBe(SUB_ACCOUNT_MESSAGES.quotaTooHigh(200));
  });

  it('does not ask an edit for the account name or password', () => {
    expect(validateSubAccountForm({ ...valid, username: '', password: '', confirmPassword: '' }, 'edit')).toEqual({});
  });

  it('reads a quota only as a plain amount of at most two decimals', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 10_000_000 }), (fen) => quotaOf((fen / 100).toFixed(2)) === fen / 100));
    for (const bad of ['', '-1', '1.234', '1e3', 'abc', '1,000', '.5']) expect(quotaOf(bad)).toBeUndefined();
  });
});
