import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { SUBMISSION_TEXT as T } from '../config/texts';
import { SubmitAgentChecksBody } from '@/shared/api/generated/zod/institution/institution.zod';
import { checkForm } from '@/shared/lib/form';
import { documentRules, EMPTY_DOCUMENT_FORM, titleFromFileName, validatePatent } from './validate';

const item = (fileId: string, title: string, author: string) => ({ fileId, fileName: `${fileId}.docx`, title, author });
const form = (items: ReturnType<typeof item>[]) => ({ ...EMPTY_DOCUMENT_FORM, items });
const problems = (values: ReturnType<typeof form>, checkTypeId: number | undefined) =>
  checkForm(
    {
      schema: SubmitAgentChecksBody,
      labels: {},
      fieldOf: { checkTypeId: 'checkType', items: 'files' },
      toBody: (v) => ({
        checkTypeId: checkTypeId ?? Number.NaN,
        items: v.items.map(({ fileId, title, author }) => ({ fileId, title, author })),
      }),
      rules: (v) => documentRules(v, checkTypeId),
    },
    values,
  );

describe('document form rules', () => {
  it('asks for a type and at least one document', () => {
    expect(problems(form([]), undefined)).toEqual({ checkType: T.checkTypeRequired, files: T.documentRequired });
  });

  it('names each document’s missing or long title and author, and passes a complete batch', () => {
    const values = form([
      item('a', ' ', '张三'),
      item('b', '题目', ''),
      item('c', '题'.repeat(201), '作'.repeat(51)),
      item('d', '题目', '李四'),
    ]);
    expect(problems(values, 101)).toEqual({
      'items.0.title': T.paperTitleRequired,
      'items.1.author': T.authorRequired,
      'items.2.title': T.paperTitleLong,
      'items.2.author': T.authorLong,
    });
    expect(problems(form([item('d', '题目', '李四')]), 101)).toEqual({});
  });
});

describe('titleFromFileName', () => {
  it('drops the extension and keeps within 200 characters', () => {
    expect(titleFromFileName('古籍文字识别方法研究.docx')).toBe('古籍文字识别方法研究');
    expect(titleFromFileName('v1.2 报告.final.pdf')).toBe('v1.2 报告.final');
    fc.assert(
      fc.property(fc.string({ maxLength: 400 }), (name) => {
        expect(Array.from(titleFromFileName(name)).length).toBeLessThanOrEqual(200);
      }),
    );
  });
});

describe('validatePatent', () => {
  const base = {
    checkTypeId: 301,
    patentNo: '',
    patentName: '电池',
    owner: '江城大学',
    fileId: undefined,
    contactName: '',
    contactMobile: '',
    remark: '',
  };
  const evaluation = { patentNoRequired: true, fileRequired: false };
  const documentCheck = { patentNoRequired: false, fileRequired: true };

  it('requires the number for an evaluation and the document for a check', () => {
    expect(validatePatent(base, evaluation)).toEqual({ patentNo: '请输入专利号' });
    expect(validatePatent({ ...base, patentNo: 'CN112345678A' }, evaluation)).toEqual({});
    expect(validatePatent(base, documentCheck)).toEqual({ file: T.patentFileRequired });
    expect(validatePatent({ ...base, fileId: 'f1' }, documentCheck)).toEqual({});
  });

  it('checks an optional number, the contact mobile and the lengths when given', () => {
    const errors = validatePatent(
      {
        ...base,
        checkTypeId: undefined,
        fileId: 'f1',
        patentNo: 'CN4123456A',
        patentName: '',
        owner: '权'.repeat(101),
        contactName: '联'.repeat(31),
        contactMobile: '1380013',
        remark: '备'.repeat(501),
      },
      documentCheck,
    );
    expect(errors).toEqual({
      checkType: T.patentTypeRequired,
      patentNo: '中国专利号 CN 后的第一位数字（第 3 位）须为 1、2 或 3',
      patentName: T.patentNameRequired,
      owner: T.ownerLong,
      contactName: T.contactNameLong,
      contactMobile: '请输入正确的 11 位手机号',
      remark: T.remarkLong,
    });
  });
});
