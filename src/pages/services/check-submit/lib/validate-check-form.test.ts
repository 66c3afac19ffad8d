import { describe, expect, it } from 'vitest';
import { validateCheckForm } from './validate-check-form';

const ok = { fileId: 'f1', checkTypeId: 101, title: '古籍文字识别方法研究', author: '张三', promotion: { status: 'empty' } } as const;

describe('validateCheckForm', () => {
  it('a complete form passes; an empty code is fine', () => {
    expect(validateCheckForm(ok)).toEqual({});
    expect(validateCheckForm({ ...ok, promotion: { status: 'valid', discount: 0.8 } })).toEqual({});
  });

  it('names every missing field', () => {
    expect(
      validateCheckForm({ fileId: undefined, checkTypeId: undefined, title: '  ', author: '', promotion: { status: 'empty' } }),
    ).toEqual({
      file: '请上传待检测的文档',
      checkType: '请选择检测类型',
      title: '请填写论文题目',
      author: '请填写作者',
    });
  });

  it('counts characters, not UTF-16 units, against the limits', () => {
    expect(validateCheckForm({ ...ok, title: '论'.repeat(200) }).title).toBeUndefined();
    expect(validateCheckForm({ ...ok, title: '论'.repeat(201) }).title).toBe('论文题目不能超过200字');
    expect(validateCheckForm({ ...ok, author: '𠀀'.repeat(50) }).author).toBeUndefined();
    expect(validateCheckForm({ ...ok, author: '作'.repeat(51) }).author).toBe('作者不能超过50字');
  });

  it('an invalid, pending or unverified promotion code blocks the submit with the reason', () => {
    expect(validateCheckForm({ ...ok, promotion: { status: 'invalid', reason: '推广码已过期' } }).promotion).toBe('推广码已过期');
    expect(validateCheckForm({ ...ok, promotion: { status: 'checking' } }).promotion).toBe('推广码正在校验，请稍候再提交');
    expect(validateCheckForm({ ...ok, promotion: { status: 'error', retry: () => {} } }).promotion).toBe(
      '推广码校验失败，请重新校验或清空推广码',
    );
  });
});
