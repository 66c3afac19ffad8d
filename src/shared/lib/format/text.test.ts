import { describe, expect, it } from 'vitest';
import { LIST_SEPARATOR, PARAGRAPH_SEPARATOR, joinPresent, presentParts, splitText } from './text';

describe('presentParts and joinPresent', () => {
  it('keep the facts that are there, in order', () => {
    expect(presentParts(['来源：人民网', '', undefined, false, null, '2026年1月2日'])).toEqual(['来源：人民网', '2026年1月2日']);
    expect(joinPresent(['北京大学', '', '计算机科学'], ' · ')).toBe('北京大学 · 计算机科学');
    expect(joinPresent([undefined, ''], ' · ')).toBe('');
  });
});

describe('splitText', () => {
  it('splits what was typed into one box, trimmed, without empty items', () => {
    expect(splitText(' 深度学习，机器学习、 ;自然语言处理\n\n', LIST_SEPARATOR)).toEqual(['深度学习', '机器学习', '自然语言处理']);
    expect(splitText('第一段\n\n  \n第二段\n仍是第二段', PARAGRAPH_SEPARATOR)).toEqual(['第一段', '第二段\n仍是第二段']);
    expect(splitText(undefined, '\n')).toEqual([]);
    expect(splitText('   ', '\n')).toEqual([]);
  });
});
