import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as zod from 'zod';
import { CreateSubAccountBody, SubmitAgentChecksBody } from '@/shared/api/generated/zod/institution/institution.zod';
import { SubmitCheckBody } from '@/shared/api/generated/zod/check/check.zod';
import { contractLimits, contractProblems } from './contract-rules';

describe('contractLimits', () => {
  it('reads required-ness and maxLength from the generated body schemas', () => {
    expect(contractLimits(CreateSubAccountBody)).toEqual({
      username: { required: true },
      nickName: { required: true, maxLength: 30 },
      mobile: { required: true },
      password: { required: true },
      quota: { required: true },
    });
    expect(contractLimits(SubmitCheckBody).promotionCode).toEqual({ required: false });
    expect(contractLimits(SubmitCheckBody).title?.maxLength).toBeGreaterThan(0);
  });
});

describe('contractProblems', () => {
  const labels = { username: '账号', nickName: '昵称', mobile: '手机号', password: '密码', quota: '额度' };
  const valid = { username: 'lib_law', nickName: '法学院', mobile: '13912345678', password: 'Law@2026x', quota: 0 };

  it('says nothing of a body the contract takes', () => {
    expect(contractProblems(CreateSubAccountBody, valid, labels)).toEqual({});
  });

  it('names blank required properties, lengths and numbers in Chinese', () => {
    expect(contractProblems(CreateSubAccountBody, { ...valid, username: '  ', nickName: '院'.repeat(31), quota: -1 }, labels)).toEqual({
      username: '请输入账号',
      nickName: '昵称不能超过 30 个字',
      quota: '额度不能小于 0',
    });
    expect(contractProblems(CreateSubAccountBody, { ...valid, quota: Number.NaN }, labels).quota).toBe('请输入额度');
  });

  it('counts list items and names an unlabelled property by its key', () => {
    expect(contractProblems(SubmitAgentChecksBody, { checkTypeId: 1, items: [] }, { items: '文件' })).toEqual({ items: '请选择文件' });
    expect(contractProblems(zod.object({ code: zod.string().regex(/^\d{6}$/) }), { code: 'abc' }, {})).toEqual({ code: 'code格式不正确' });
  });

  it('names the properties of a list’s items by position, with their limits', () => {
    expect(contractLimits(SubmitAgentChecksBody)['items.title']).toEqual({ required: true, maxLength: 200 });
    const labels = { items: '文档', 'items.title': '论文题目', 'items.author': '作者' };
    const items = [
      { fileId: 'a', title: '论文', author: '张三' },
      { fileId: 'b', title: ' ', author: '张'.repeat(51) },
    ];
    expect(contractProblems(SubmitAgentChecksBody, { checkTypeId: 1, items }, labels)).toEqual({
      'items.1.title': '请输入论文题目',
      'items.1.author': '作者不能超过 50 个字',
    });
  });

  it('never throws and always answers in Chinese, whatever the body holds', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom(...Object.keys(valid)), fc.anything()), (body) => {
        for (const message of Object.values(contractProblems(CreateSubAccountBody, body, labels)))
          expect(message).toMatch(/[\u4e00-\u9fff]/);
      }),
    );
  });
});
