import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/shared/lib/test';
import { RichText } from './rich-text';
import { sanitizeHtml, withoutHandlerAttributes } from './sanitize-html';

const UNSAFE = [
  '<h2>一、背景</h2>',
  '<p onclick="steal()">正文<strong>加粗</strong></p>',
  `<img src="/api/common/imageView/a.svg" alt="活动现场" onerror="alert('xss')">`,
  "<script>alert('xss')</script>",
  '<p><a href="javascript:alert(1)">点击查看原文</a></p>',
  '<a href="https://example.cn/a" target="_blank">外链</a>',
  '<iframe src="https://evil.example"></iframe>',
  '<svg><script>alert(2)</script></svg>',
  '<p style="position:fixed">样式</p>',
].join('');

describe('sanitizeHtml', () => {
  it('removes scripts, on* attributes, javascript: URLs, frames and inline styles', () => {
    const clean = sanitizeHtml(UNSAFE);
    expect(clean).not.toMatch(/<script|onerror|onclick|javascript:|<iframe|style=/i);
  });

  it('keeps the editor markup and makes new-window links safe', () => {
    const clean = sanitizeHtml(UNSAFE);
    expect(clean).toContain('<h2>一、背景</h2>');
    expect(clean).toContain('<strong>加粗</strong>');
    expect(clean).toContain('<img src="/api/common/imageView/a.svg" alt="活动现场">');
    expect(clean).toContain('rel="noopener noreferrer"');
  });

  it('leaves no handler attribute for the parser to meet (the CSP reports each one it parses), and text alone', () => {
    expect(withoutHandlerAttributes(`<img src="a.svg" onerror="alert('x')" alt="图"><p onclick=steal() class="c">onclick=正文</p>`)).toBe(
      '<img src="a.svg" alt="图"><p class="c">onclick=正文</p>',
    );
    expect(withoutHandlerAttributes('<svg/onload=alert(1)><a href="/on=1" data-one="x">x</a>')).toBe(
      '<svg><a href="/on=1" data-one="x">x</a>',
    );
  });

  it('answers an empty string for no content', () => {
    expect(sanitizeHtml(undefined)).toBe('');
    expect(sanitizeHtml('')).toBe('');
  });
});

describe('RichText', () => {
  it('renders the sanitized HTML and never runs what it removed', () => {
    const { container } = renderWithProviders(<RichText html={UNSAFE} data-testid="content" />);
    const root = container.querySelector('.rich-text');
    expect(root?.querySelector('h2')?.textContent).toBe('一、背景');
    expect(root?.querySelector('script')).toBeNull();
    expect(root?.querySelector('iframe')).toBeNull();
    expect(root?.querySelector('[onerror]')).toBeNull();
    expect(root?.querySelector('[onclick]')).toBeNull();
    expect(root?.querySelector('a:not([href])')?.textContent).toBe('点击查看原文');
  });
});

describe('RichText on the seeded unsafe article', () => {
  it('strips the script, the onerror handler and the javascript: link the mock article carries', async () => {
    const response = await fetch('http://localhost/api/portal/article/detail/5');
    const { data } = (await response.json()) as { data: { content: string } };
    expect(data.content).toMatch(/<script|onerror=/);
    const { container } = renderWithProviders(<RichText html={data.content} />);
    expect(container.querySelector('script, [onerror], a[href^="javascript:"]')).toBeNull();
    expect(container.querySelector('img')?.getAttribute('alt')).toBe('活动现场');
  });
});
