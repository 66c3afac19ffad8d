import { describe, expect, it } from 'vitest';
import { previewKindOf } from './preview-kind';

describe('previewKindOf', () => {
  it.each([
    [{ fileName: 'a.PNG' }, 'image'],
    [{ fileName: 'x', originalFilename: '照片.JPeg' }, 'image'],
    [{ fileName: 'x.pdf', originalFilename: '报告.PDF' }, 'pdf'],
    [{ fileName: 'x.pdf', originalFilename: '' }, 'pdf'],
    [{ fileName: 'x.docx', originalFilename: '作品.docx' }, 'other'],
    [{ fileName: 'noext' }, 'other'],
  ] as const)('%j -> %s', (file, kind) => {
    expect(previewKindOf(file)).toBe(kind);
  });
});
