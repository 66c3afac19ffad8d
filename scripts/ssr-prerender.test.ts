import { describe, expect, it } from 'vitest';
import { SHELL } from './lib/shell-fixture';
import { SERVER_RENDERED_META, composeServerPage, renderServerPage, withoutRepeatedGlobals } from './ssr-prerender.mjs';

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

describe('renderServerPage', () => {
  const styles = { key: 'css' };
  const server = (ends: Record<string, string> = {}) => {
    const calls: unknown[][] = [];
    return {
      calls,
      createPageStyles: () => styles,
      renderRoute: async (url: string, options: { viewport?: string; styles: unknown }) => {
        calls.push([url, options.viewport ?? 'large', options.styles]);
        const global = '<style data-emotion="css-global g1">:root{--a:1}</style>';
        return { markup: `${global}<main><h1>${url}</h1></main>`, title: '专家学者 - 学术服务平台', pathname: ends[url] ?? url };
      },
    };
  };

  it('renders a page alone, or with its phone twin at a small viewport in the same emotion cache', async () => {
    const alone = server();
    expect(await renderServerPage(alone, { route: '/news' })).toMatchObject({ markup: expect.stringContaining('<h1>/news</h1>') });
    expect(alone.calls).toEqual([['/news', 'large', styles]]);

    const twins = server();
    const page = await renderServerPage(twins, { route: '/experts', phone: '/mobile/experts' });
    expect(twins.calls).toEqual([
      ['/experts', 'large', styles],
      ['/mobile/experts', 'small', styles],
    ]);
    // Chakra's global sheet once; each page in its wrapper, named by its path; the switch as CSS.
    expect(page.markup).toBe(
      '<div data-prerender-wide data-prerender-path="/experts"><style data-emotion="css-global g1">:root{--a:1}</style><main><h1>/experts</h1></main></div>' +
        '<div data-prerender-phone data-prerender-path="/mobile/experts"><main><h1>/mobile/experts</h1></main></div>',
    );
    expect(page).toMatchObject({
      title: '专家学者 - 学术服务平台',
      css: expect.stringContaining('[data-prerender-wide]{display:none!important}'),
    });
    const html = composeServerPage(SHELL, page);
    expect(html).toContain(`<style id="prerender-css">${page.css}</style>`);
  });

  it('fails the build when the guard sent a render elsewhere', async () => {
    await expect(
      renderServerPage(server({ '/mobile/experts': '/experts' }), { route: '/experts', phone: '/mobile/experts' }),
    ).rejects.toThrow('ssr: /mobile/experts (phone) ended on /experts');
  });
});

describe('withoutRepeatedGlobals', () => {
  it('drops only the global style elements written word for word before', () => {
    const first = '<style data-emotion="css-global a b">x{}</style>';
    const markup = `${first}<p>1</p><style data-emotion="css-global c">y{}</style><style data-emotion="css 1">z{}</style>`;
    expect(withoutRepeatedGlobals(markup, first)).toBe(
      '<p>1</p><style data-emotion="css-global c">y{}</style><style data-emotion="css 1">z{}</style>',
    );
    expect(withoutRepeatedGlobals(markup, '<style data-emotion="css-global a b">other{}</style>')).toBe(markup);
  });
});
