import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ERROR_MESSAGES } from '@/shared/api';
import { UPLOAD_EXTENSIONS, UPLOAD_MAX_COUNT, UPLOAD_MAX_MB } from '@/shared/config';
import {
  acceptAttribute,
  checkBeforeUpload,
  extensionOf,
  formatList,
  hasAllowedExtension,
  maxBytes,
  type UploadCheckKind,
  type UploadRules,
} from './file-checks';

const MB = 1024 * 1024;
const DEFAULTS: UploadRules = {
  loggedIn: true,
  extensions: UPLOAD_EXTENSIONS,
  maxSizeMb: UPLOAD_MAX_MB,
  maxCount: UPLOAD_MAX_COUNT,
};

/** Any base name: Chinese, spaces, dots inside; never empty. */
const baseName = fc.string({ unit: 'grapheme', minLength: 1, maxLength: 20 }).filter((s) => !/[\\/]/.test(s));
/** The same text with each letter's case chosen at random: 'pdf' -> 'pDF'. */
const anyCase = (text: string) =>
  fc
    .array(fc.boolean(), { minLength: text.length, maxLength: text.length })
    .map((upper) => Array.from(text, (c, i) => (upper[i] ? c.toUpperCase() : c.toLowerCase())).join(''));
const allowedExtension = fc.constantFrom(...UPLOAD_EXTENSIONS).chain(anyCase);
const otherExtension = fc
  .stringMatching(/^[a-zA-Z0-9]{1,6}$/)
  .filter((e) => !UPLOAD_EXTENSIONS.includes(e.toLowerCase() as (typeof UPLOAD_EXTENSIONS)[number]));
const okSize = fc.integer({ min: 1, max: UPLOAD_MAX_MB * MB });

describe('extensions', () => {
  it.each([
    ['论文.PDF', 'pdf'],
    ['a.b.Docx', 'docx'],
    ['README', ''],
    ['trailing.', ''],
    ['dir.v2/notes', ''],
    ['C:\\work\\报告.Txt', 'txt'],
  ])('extensionOf(%s) = %s', (name, extension) => {
    expect(extensionOf(name)).toBe(extension);
  });

  it('names the formats joined with "/" and builds the picker filter', () => {
    expect(formatList(UPLOAD_EXTENSIONS)).toBe('doc/xls/ppt/txt/pdf/docx');
    expect(formatList(['.PNG', 'jpg'])).toBe('png/jpg');
    expect(acceptAttribute(['.PNG', 'jpg'])).toBe('.png,.jpg');
  });

  it('accepts an allowed extension in any case, whatever the base name', () => {
    fc.assert(
      fc.property(baseName, allowedExtension, okSize, (base, extension, size) => {
        expect(hasAllowedExtension(`${base}.${extension}`, UPLOAD_EXTENSIONS)).toBe(true);
        expect(checkBeforeUpload([{ name: `${base}.${extension}`, size }], DEFAULTS)).toBeNull();
      }),
    );
  });

  it('accepts configured extensions written with a dot or in capitals', () => {
    fc.assert(
      fc.property(baseName, fc.constantFrom('png', 'jpg', 'jpeg').chain(anyCase), (base, extension) => {
        expect(hasAllowedExtension(`${base}.${extension}`, ['.PNG', 'Jpg', 'jpeg'])).toBe(true);
      }),
    );
  });

  it('refuses any other extension, naming the allowed formats', () => {
    fc.assert(
      fc.property(baseName, otherExtension, okSize, (base, extension, size) => {
        const failure = checkBeforeUpload([{ name: `${base}.${extension}`, size }], DEFAULTS);
        expect(failure?.kind).toBe('wrongFormat');
        expect(failure?.message).toBe('文件格式不正确, 请上传doc/xls/ppt/txt/pdf/docx格式文件!');
      }),
    );
  });

  it('refuses a name without an extension, or one that only contains an allowed one', () => {
    for (const name of ['pdf', 'report', 'report.pdf.exe', 'report.pdfx', 'report.']) {
      expect(checkBeforeUpload([{ name, size: 10 }], DEFAULTS)?.kind).toBe('wrongFormat');
    }
  });
});

describe('sizes', () => {
  it('refuses an empty file with SPEC text', () => {
    expect(checkBeforeUpload([{ name: 'a.pdf', size: 0 }], DEFAULTS)).toEqual({
      kind: 'empty',
      message: 'size cannot be empty',
      file: { name: 'a.pdf', size: 0 },
    });
  });

  it('accepts up to the limit and refuses one byte more, for any limit', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 200 }), fc.integer({ min: -3, max: 3 }), (limitMb, offset) => {
        const size = maxBytes(limitMb) + offset;
        const failure = checkBeforeUpload([{ name: 'a.doc', size }], { ...DEFAULTS, maxSizeMb: limitMb });
        if (offset <= 0) expect(failure).toBeNull();
        else expect(failure).toMatchObject({ kind: 'tooBig', message: `上传文件大小不能超过 ${limitMb} MB!` });
      }),
    );
  });

  it('uses the caller’s over-size text (the avatar’s)', () => {
    const failure = checkBeforeUpload([{ name: 'a.png', size: 5 * MB + 1 }], {
      ...DEFAULTS,
      extensions: ['png'],
      tooBigMessage: ERROR_MESSAGES.imageTooBig,
    });
    expect(failure?.message).toBe('上传头像图片大小不能超过 5 MB!');
  });
});

describe('counts', () => {
  it('refuses exactly when the list would hold more than the limit', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10 }),
        fc.integer({ min: 0, max: 10 }),
        fc.integer({ min: 1, max: 10 }),
        (maxCount, existingCount, incoming) => {
          const files = Array.from({ length: incoming }, (_, i) => ({ name: `f${i}.pdf`, size: 1 }));
          const failure = checkBeforeUpload(files, { ...DEFAULTS, maxCount, existingCount });
          if (existingCount + incoming > maxCount) {
            expect(failure).toEqual({ kind: 'tooMany', message: `上传文件数量不能超过 ${maxCount} 个!` });
          } else {
            expect(failure).toBeNull();
          }
        },
      ),
    );
  });

  it('allows one file by default, and refuses a second', () => {
    expect(checkBeforeUpload([{ name: 'a.pdf', size: 1 }], DEFAULTS)).toBeNull();
    expect(checkBeforeUpload([{ name: 'a.pdf', size: 1 }], { ...DEFAULTS, existingCount: 1 })?.message).toBe('上传文件数量不能超过 1 个!');
  });
});

describe('the order of the checks', () => {
  const ORDER: UploadCheckKind[] = ['notLoggedIn', 'wrongFormat', 'empty', 'tooBig', 'tooMany'];

  it('reports the first failing check of SPEC’s order, whatever else is wrong', () => {
    const defects = fc.record({
      notLoggedIn: fc.boolean(),
      wrongFormat: fc.boolean(),
      empty: fc.boolean(),
      tooBig: fc.boolean(),
      tooMany: fc.boolean(),
    });
    fc.assert(
      fc.property(defects, fc.integer({ min: 1, max: 20 }), fc.boolean(), (d, limitMb, shuffle) => {
        const files = [{ name: 'ok.pdf', size: 1 }];
        if (d.wrongFormat) files.push({ name: 'bad.exe', size: 1 });
        if (d.empty) files.push({ name: 'empty.doc', size: 0 });
        if (d.tooBig) files.push({ name: 'big.txt', size: maxBytes(limitMb) + 1 });
        if (shuffle) files.reverse();
        const maxCount = 5;
        const existingCount = d.tooMany ? maxCount - files.length + 1 : maxCount - files.length;
        const failure = checkBeforeUpload(files, {
          ...DEFAULTS,
          loggedIn: !d.notLoggedIn,
          maxSizeMb: limitMb,
          maxCount,
          existingCount,
        });
        const expected = ORDER.find((kind) => d[kind]);
        expect(failure?.kind ?? null).toBe(expected ?? null);
      }),
    );
  });

  it('says "请先登录" before anything else', () => {
    expect(checkBeforeUpload([{ name: 'x.exe', size: 0 }], { ...DEFAULTS, loggedIn: false })?.message).toBe('请先登录');
  });
});
