import { describe, expect, it } from 'vitest';
import type { PromotionVerdict } from '@/features/check-ordering';
import { checkForm } from '@/shared/lib/form';
import { checkSubmitForm } from './check-submit-form';
import type { CheckFormValues } from './check-submit-form';

interface Case {
  fileId: string | undefined;
  checkTypeId: number | undefined;
  title: string;
  author: string;
  promotion: PromotionVerdict;
}

const file = (id: string) => ({ id, fileName: `${id}.pdf`, originalFilename: `${id}.pdf`, filePath: '', filePreview: '' });
function check({ fileId, checkTypeId, promotion, title, author }: Case) {
  const values: CheckFormValues = { file: fileId ? [file(fileId)] : [], title, author };
  return checkForm(checkSubmitForm({ checkTypeId, promotion }), values);
}

const ok = { fileId: 'f1', checkTypeId: 101, title: '古籍文字识别方法研究', author: '张三', promotion: { status: 'empty' } } as const;

describe('checkSubmitForm', () => {
  it('a complete form passes; an empty code is fine', () => {
    expect(check(ok)).toEqual({});
    expect(check({ ...ok, promotion: { status: 'valid', discount: 0.8 } })).toEqual({});
  });

  it('names every missing field', () => {
    expect(check({ fileId: undefined, checkTypeId: undefined, title: '  ', author: '', promotion: { status: 'empty' } })).toEqual({
      file: '请上传待检测的文档',
      checkType: '请选择检测类型',
      title: '请填写论文题目',
      author: '请填写作者',
    });
  });

  it('counts characters, not UTF-16 units, against the limits', () => {
    expect(check({ ...ok, title: '论'.repeat(200) }).title).toBeUndefined();
    expect(check({ ...ok, title: '论'.repeat(201) }).title).toBe('论文题目不能超过200字');
    expect(check({ ...ok, author: '𠀀'.repeat(50) }).author).toBeUndefined();
    expect(check({ ...ok, author: '作'.repeat(51) }).author).toBe('作者不能超过50字');
  });

  it('an invalid, pending or unverified promotion code blocks the submit with the reason', () => {
    expect(check({ ...ok, promotion: { status: 'invalid', reason: '推广码已过期' } }).promotion).toBe('推广码已过期');
    expect(check({ ...ok, promotion: { status: 'checking' } }).promotion).toBe('推广码正在校验，请稍候再提交');
    expect(check({ ...ok, promotion: { status: 'error', retry: () => {} } }).promotion).toBe('推广码校验失败，请重新校验或清空推广码');
  });
});
