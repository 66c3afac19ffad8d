import { describe, expect, it } from 'vitest';
import { checkForm } from '@/shared/lib/form';
import { applicationForm } from './application-form';

const ok = {
  name: '李明',
  organization: '华东师范大学',
  mobile: ' 13800138000 ',
  email: 'liming@example.edu.cn',
  content: '希望合作提供课程讲义。',
};

describe('applicationForm', () => {
  it('a complete form passes (the mobile number is trimmed first)', () => {
    expect(checkForm(applicationForm, ok)).toEqual({});
  });

  it('names every empty field', () => {
    expect(checkForm(applicationForm, { name: ' ', organization: '', mobile: '', email: '', content: '' })).toEqual({
      name: '请填写姓名',
      organization: '请填写单位名称',
      mobile: '请输入手机号',
      email: '请填写邮箱',
      content: '请填写合作内容',
    });
  });

  it('refuses a non-mainland mobile number, a malformed email and over-long texts', () => {
    const errors = checkForm(applicationForm, {
      ...ok,
      mobile: '12800138000',
      email: 'liming@',
      content: '合'.repeat(2001),
      name: '名'.repeat(51),
    });
    expect(errors).toEqual({
      mobile: '请输入正确的 11 位手机号',
      email: '请输入正确的邮箱地址',
      content: '合作内容不能超过2000字',
      name: '姓名不能超过50字',
    });
  });
});
