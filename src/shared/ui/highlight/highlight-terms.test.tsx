import fc from 'fast-check';
import { isValidElement, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/shared/lib/test';
import { Highlight } from './highlight';
import { highlightTerms, splitByTerms } from './highlight-terms';

/** The text of the nodes, and the text of the marked ones. */
function read(nodes: ReactNode[]): { text: string; marks: string[] } {
  let text = '';
  const marks: string[] = [];
  for (const node of nodes) {
    if (typeof node === 'string') text += node;
    else if (isValidElement<{ children: string }>(node)) {
      text += node.props.children;
      marks.push(node.props.children);
    } else throw new Error(`unexpected node ${String(node)}`);
  }
  return { text, marks };
}

// Latin letters with both cases, CJK, digits, spaces and every regex special character.
const alphabet = fc.constantFrom(...'aAbBcCxX知识图谱研究 019.*+?^${}()|[]\\/-'.split(''));
const text = fc.array(alphabet, { maxLength: 40 }).map((chars) => chars.join(''));
const term = fc.array(alphabet, { minLength: 1, maxLength: 4 }).map((chars) => chars.join(''));

describe('highlightTerms', () => {
  it('marks the terms, case-insensitively, and keeps the rest as text', () => {
    const { text: all, marks } = read(highlightTerms('Deep Learning 与 deep 学习：知识图谱研究', 'deep 知识图谱'));
    expect(all).toBe('Deep Learning 与 deep 学习：知识图谱研究');
    expect(marks).toEqual(['Deep', 'deep', '知识图谱']);
  });

  it('prefers the longer term where two overlap', () => {
    expect(read(highlightTerms('知识图谱', ['知识', '知识图谱'])).marks).toEqual(['知识图谱']);
  });

  it('treats regex characters in terms as text', () => {
    expect(read(highlightTerms('C++ 与 (a|b) 与 a.b', ['c++', '(a|b)', '.'])).marks).toEqual(['C++', '(a|b)', '.']);
    expect(read(highlightTerms('abc', '.*')).marks).toEqual([]);
  });

  it('concatenates back to the input, whatever the text and terms', () => {
    fc.assert(fc.property(text, fc.array(term, { maxLength: 4 }), (input, terms) => read(highlightTerms(input, terms)).text === input));
  });

  it('marks only pieces equal to a term ignoring case, and leaves no term unmarked', () => {
    fc.assert(
      fc.property(text, fc.array(term, { maxLength: 4 }), (input, terms) => {
        const wanted = terms
          .flatMap((t) => t.split(/\s+/))
          .filter(Boolean)
          .map((t) => t.toLowerCase());
        return splitByTerms(input, terms).every((piece) =>
          piece.match ? wanted.includes(piece.text.toLowerCase()) : !wanted.some((t) => piece.text.toLowerCase().includes(t)),
        );
      }),
    );
  });

  it('renders <mark> elements and never HTML from the text', () => {
    const { container } = renderWithProviders(<Highlight text={'<img src=x onerror=alert(1)> 研究'} terms="研究" />);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('mark')?.textContent).toBe('研究');
    expect(container.textContent).toBe('<img src=x onerror=alert(1)> 研究');
  });
});
