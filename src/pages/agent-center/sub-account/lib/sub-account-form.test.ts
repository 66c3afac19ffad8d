import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { checkForm } from '@/shared/lib/form';
import { EMPTY_SUB_ACCOUNT_FORM, SUB_ACCOUNT_MESSAGES, quotaOf, subAccountForm } from './sub-account-form';

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
    expect(checkForm(subAccountForm('create', 200), valid)).toEqual({});
    expect(subAccountForm('edit').toBody({ ...valid, nickName: ' 法学院 ', mobile: ' 13912345678 ' })).toEqual({
      nickName: '法学院',
      mobile: '13912345678',
      quota: 100.5,
    });
  });

  it('names every wrong field in Chinese, the contract’s limits included', () => {
    expect(checkForm(subAccountForm('create'), EMPTY_SUB_ACCOUNT_FORM)).toEqual({
      username: '请输入账号',
      password: SUB_ACCOUNT_MESSAGES.passwordRequired,
      confirmPassword: '请再次输入新密码',
      nickName: '请输入昵称',
      mobile: '请输入手机号',
    });
    const create = subAccountForm('create', 200);
    expect(checkForm(create, { ...valid, username: '1abc' }).username).toBe(SUB_ACCOUNT_MESSAGES.usernameInvalid);
    expect(checkForm(create, { ...valid, password: 'abcdefgh', confirmPassword: 'abcdefgh' }).password).toBe('密码须包含至少一个数字');
    expect(checkForm(create, { ...valid, confirmPassword: 'Other123' }).confirmPassword).toBe('两次输入的密码不一致');
    // 30 is the contract's maxLength of nickName (openapi.yaml), not a number written here.
    expect(checkForm(create, { ...valid, nickName: '院'.repeat(31) }).nickName).toBe('昵称不能超过 30 个字');
    expect(checkForm(create, { ...valid, quota: '300' }).quota).toBe(SUB_ACCOUNT_MESSAGES.quotaTooHigh(200));
  });

  it('does not ask an edit for the account name or password', () => {
    expect(checkForm(subAccountForm('edit'), { ...valid, username: '', password: '', confirmPassword: '' })).toEqual({});
  });

  it('reads a quota only as a plain amount of at most two decimals', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 10_000_000 }), (fen) => quotaOf((fen / 100).toFixed(2)) === fen / 100));
    for (const bad of ['', '-1', '1.234', '1e3', 'abc', '1,000', '.5']) expect(quotaOf(bad)).toBeUndefined();
  });
});
