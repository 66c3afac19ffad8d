import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { plainLine, plainText } from './plain-line';

describe('plainText', () => {
  it('keeps what a reader reads of rich text: no tags, scripts or comments; entities decoded; one space between blocks', () => {
    expect(plainText('<p>人工智能<b>时代</b>的&ldquo;学术规范&rdquo;</p><p>第二段&nbsp;&amp;&#x4E00;&#20108;</p>')).toBe(
      '人工智能时代的“学术规范” 第二段 &一二',
    );
    expect(plainText('<script>alert(1)</script><style>p{}</style><!-- 注释 -->正文<br/>下一行')).toBe('正文 下一行');
    expect(plainText('  多个\n\n空白\t字符  ')).toBe('多个 空白 字符');
  });

  it('is empty for what is no text', () => {
    expect(plainText(undefined)).toBe('');
    expect(plainText(null)).toBe('');
    expect(plainText(42)).toBe('');
    expect(plainText('<img src="x.png">')).toBe('');
  });

  it('drops control characters and entities that name none', () => {
    expect(plainText('甲&#0;乙&#x1;丙\u0007丁&#xD800;戊')).toBe('甲 乙 丙 丁 戊');
  });
});

describe('plainLine', () => {
  it('takes the first candidate with text and cuts it to the limit with …', () => {
    expect(plainLine([undefined, '  ', '<p></p>', '研究领域：教育学'])).toBe('研究领域：教育学');
    expect(plainLine(['一二三四五六七八九十'], 6)).toBe('一二三四五…');
    expect(plainLine(['一二三四五六'], 6)).toBe('一二三四五六');
    expect(plainLine([])).toBe('');
  });

  it('is always one line of at most the limit, without tags', () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(fc.string(), fc.constant('<p>段落</p>'), fc.constant('&nbsp;'))),
        fc.integer({ min: 2, max: 80 }),
        (parts, max) => {
          const line = plainLine([parts.join('')], max);
          expect(Array.from(line).length).toBeLessThanOrEqual(max);
          expect(line).not.toMatch(/[\n\r\t]|<p>|^\s|\s$/);
        },
      ),
    );
  });
});
