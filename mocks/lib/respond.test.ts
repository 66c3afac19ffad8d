import { describe, expect, it } from 'vitest';
import { toCsv } from './respond';

describe('respond: CSV', () => {
  it('starts with a byte order mark, quotes what needs it and defuses formulas', () => {
    const csv = toCsv(
      ['标题', '金额'],
      [
        ['含,逗号', 1],
        ['含"引号"', -2],
        ['=SUM(A1)', null],
      ],
    );
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    expect(csv.slice(1).split('\r\n')).toEqual(['标题,金额', '"含,逗号",1', '"含""引号""",-2', '"\t=SUM(A1)",', '']);
  });
});
