import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_MISMATCH_MESSAGE,
  PASSWORD_RULES,
  confirmPasswordProblem,
  passwordProblem,
} from './password-rules';

const letters = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
const digits = '0123456789';
const symbols = '!@#$%^&*()_-+=.,?';
const char = (alphabet: string) => fc.constantFrom(...alphabet.split(''));

// A valid password: one letter, one digit, then printable ASCII up to the maximum length.
const validPassword = fc
  .tuple(
    char(letters),
    char(digits),
    fc.array(char(letters + digits + symbols), { minLength: PASSWORD_MIN_LENGTH - 2, maxLength: PASSWORD_MAX_LENGTH - 2 }),
  )
  .map(([letter, digit, rest]) => [letter, digit, ...rest].join(''));

describe('password rules', () => {
  it('accept every password of 8–20 printable characters with a letter and a digit', () => {
    fc.assert(fc.property(validPassword, (password) => passwordProblem(password) === undefined));
  });

  it('reject a password that breaks any rule, with that rule’s message', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), (password) => {
        const broken = PASSWORD_RULES.filter((rule) => !rule.test(password));
        const problem = passwordProblem(password);
        if (password === '') return problem !== undefined;
        return broken.length === 0 ? problem === undefined : problem === broken[0]?.message;
      }),
    );
  });

  it('examples', () => {
    expect(passwordProblem('')).toBe('请输入新密码');
    expect(passwordProblem('abc123')).toBe('密码长度须为 8–20 位');
    expect(passwordProblem('a1'.repeat(11))).toBe('密码长度须为 8–20 位');
    expect(passwordProblem('abcdefgh')).toBe('密码须包含至少一个数字');
    expect(passwordProblem('12345678')).toBe('密码须包含至少一个字母');
    expect(passwordProblem('abcd 1234')).toBe('密码只能使用字母、数字和英文符号，且不能包含空格');
    expect(passwordProblem('密码abcd1234')).toBe('密码只能使用字母、数字和英文符号，且不能包含空格');
    expect(passwordProblem('Agent@123')).toBeUndefined();
  });

  it('the confirmation must equal the password exactly', () => {
    expect(confirmPasswordProblem('Abcd1234', '')).toBe('请再次输入新密码');
    expect(confirmPasswordProblem('Abcd1234', 'Abcd1234 ')).toBe(PASSWORD_MISMATCH_MESSAGE);
    expect(confirmPasswordProblem('Abcd1234', 'Abcd1234')).toBeUndefined();
  });
});
