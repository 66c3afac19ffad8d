import { describe, expect, it } from 'vitest';
import { SHELL } from './lib/shell-fixture';
import { PRERENDER_ROUTES } from './prerender.mjs';
import { SERVER_RENDERED_META, SSR_ROUTES, composeServerPage } from './ssr-prerender.mjs';

describe('composeServerPage', () => {
  it('puts the server markup (with its emotion styles) in #root, marks the page for hydration and sets the title', () => {
    const markup = '<style data-emotion="css a1">.css-a1{color:red}</style><main class="css-a1"><h1>用户登录</h1></main>';
    const html = composeServerPage(SHELL, { markup, title: '用户登录 - 学术服务平台' });
    expect(html).toContain(`<div id="root" data-prerendered>${markup}</div>`);
    expect(html).toContain(SERVER_RENDERED_META);
    expect(html).toContain('<title>用户登录 - 学术服务平台</title>');
    // No inline script (CSP script-src 'self'): only the entry.
    expect(html.match(/<script\b[^>]*>/g)).toEqual(['<script type="module" crossorigin src="/assets/index-A.js">']);
  });

  it('preloads the chunks the page needs beyond the shell (recorded by the browser pass)', () => {
    const html = composeServerPage(SHELL, { markup: '<main></main>', title: 't', preloads: [{ href: '/assets/news-B.js' }] });
    expect(html).toMatch(
      /<script type="module" crossorigin src="\/assets\/index-A.js"><\/script>\s*<link rel="modulepreload" crossorigin href="\/assets\/news-B.js" fetchpriority="low">\s*<\/head>/,
    );
  });

  it('refuses a shell without an empty #root', () => {
    expect(() => composeServerPage('<div id="root" data-prerendered></div>', { markup: '', title: '' })).toThrow(
      /no <div id="root"><\/div>/,
    );
  });
});

it('renders on the server only routes that are prerendered, into the same files', () => {
  for (const { route, file } of SSR_ROUTES) expect(PRERENDER_ROUTES).toContainEqual({ route, file });
});
