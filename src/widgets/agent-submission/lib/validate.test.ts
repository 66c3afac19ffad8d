import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { SUBMISSION_TEXT as T } from '../config/texts';
import { hasDocumentErrors, titleFromFileName, validateDocuments, validatePatent } from './validate';

const item = (fileId: string, title: string, author: string) => ({ fileId, fileName: `${fileId}.docx`, title, author });

describe('validateDocuments', () => {
  it('asks for a type and at least one document', () => {
    const errors = validateDocuments(undefined, []);
    expect(errors).toEqual({ checkType: T.checkTypeRequired, documents: T.documentRequired, items: {} });
    expect(hasDocumentErrors(errors)).toBe(true);
  });

  it('names each document’s missing or long title and author, and passes a complete batch', () => {
    const errors = validateDocuments(101, [
      item('a', ' ', '张三'),
      item('b', '题目', ''),
      item('c', '题'.repeat(201), '作'.repeat(51)),
      item('d', '题目', '李四'),
    ]);
    expect(errors.items).toEqual({
      a: { title: T.paperTitleRequired },
      b: { author: T.authorRequired },
      c: { title: T.paperTitleLong, author: T.authorLong },
    });
    expect(hasDocumentErrors(validateDocuments(101, [item('d', '题目', '李四')]))).toBe(false);
    // An entry whose problems were all fixed no longer counts.
    expect(hasDocumentErrors({ items: { a: {} } })).toBe(false);
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
