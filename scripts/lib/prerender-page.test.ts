import { describe, expect, it } from 'vitest';
import { SHELL } from './shell-fixture';
import { mobileRootFontPx } from '@/shared/lib/viewport-scale';
import {
  PHONE_ROOT_FONT_SIZE,
  SERVER_RENDERED_META,
  composeServerPage,
  fillShell,
  ownPreloads,
  pagePreloads,
  renderServerPage,
  twinMarkup,
  twinSwitchCss,
  withMeta,
  type HeadMeta,
} from './prerender-page.mjs';

describe('fillShell', () => {
  const page = (over = {}) => ({
    markup: '<main><h1>用户登录</h1></main>',
    head: '<meta name="x">',
    title: '用户登录 - 学术服务平台',
    ...over,
  });

  it('puts the markup in a #root marked prerendered, the head before the scripts, and the title', () => {
    const html = fillShell(SHELL, page());
    expect(html).toContain('<div id="root" data-prerendered><main><h1>用户登录</h1></main></div>');
    // The head comes before the scripts: the bytes that paint first on the wire.
    expect(html).toMatch(/<meta name="x">\s*<link rel="expect"[^>]*>\s*<script type="module"/);
    expect(html).toContain('<title>用户登录 - 学术服务平台</title>');
    // No first paint of half a page: rendering waits until the markup is parsed to its end.
    expect(html).toContain('<link rel="expect" href="#prerender-end" blocking="render">');
    expect(html).toContain('</main></div><template id="prerender-end"></template>');
    // The entry script stays as it was: no inline script is added (CSP script-src 'self').
    expect(html.match(/<script\b[^>]*>/g)).toEqual(['<script type="module" crossorigin src="/assets/index-A.js">']);
  });

  it('takes markup and head literally, even with $ patterns, and escapes the title', () => {
    const html = fillShell(SHELL, page({ markup: "<p>$& $' $1</p>", head: '<style>.b::after{content:"$&"}</style>', title: 'a < b & c' }));
    expect(html).toContain("<p>$& $' $1</p>");
    expect(html).toContain('content:"$&"');
    expect(html).toContain('<title>a &lt; b &amp; c</title>');
  });

  it('refuses a page that is not the SPA shell', () => {
    expect(() => fillShell('<div id="root" data-prerendered></div>', page({ markup: '' }))).toThrow(/no <div id="root"><\/div>/);
  });

  it("preloads the page's own chunks after the shell's scripts, at low priority, each where its media query matches", () => {
    const preloads = [{ href: '/assets/news-B.js' }, { href: '/assets/phone-C.js', media: '(max-width: 768px)' }];
    const html = fillShell(SHELL, page({ head: '', preloads }));
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head.match(/<(script|link)\b[^>]*>/g)).toEqual([
      '<link rel="expect" href="#prerender-end" blocking="render">',
      '<script type="module" crossorigin src="/assets/index-A.js">',
      '<link rel="modulepreload" crossorigin href="/assets/news-B.js" fetchpriority="low">',
      '<link rel="modulepreload" crossorigin href="/assets/phone-C.js" fetchpriority="low" media="(max-width: 768px)">',
    ]);
    expect(fillShell(SHELL, page({ preloads: [] }))).not.toContain('modulepreload');
  });

  it('puts the head before </head> in a shell without scripts in its head', () => {
    const shell = '<html><head><title>t</title></head><body><div id="root"></div></body></html>';
    expect(fillShell(shell, page({ head: '<style>.c{}</style>' }))).toContain(
      '<style>.c{}</style>\n    <link rel="expect" href="#prerender-end" blocking="render">\n    </head>',
    );
  });
});

describe('withMeta and the card in the page', () => {
  const meta: HeadMeta[] = [
    { attribute: 'name', key: 'description', content: '学术服务平台的新闻资讯：平台动态、学术会议与科研诚信资讯' },
    { attribute: 'property', key: 'og:title', content: '新闻资讯 - 学术服务平台' },
    { attribute: 'property', key: 'og:description', content: '平台动态 & "会议" <通知>' },
    { attribute: 'property', key: 'og:type', content: 'website' },
  ];
  const shell = SHELL.replace('<title>', '<meta name="description" content="学术服务平台：站点说明" />\n    <title>');

  it("writes the page's description and Open Graph tags after its title, each once: the shell's description gives way", () => {
    const html = fillShell(shell, { markup: '<main></main>', head: '', title: '新闻资讯 - 学术服务平台', meta });
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head.match(/<meta\b[^>]*>/g)).toEqual([
      '<meta name="description" content="学术服务平台的新闻资讯：平台动态、学术会议与科研诚信资讯" />',
      '<meta property="og:title" content="新闻资讯 - 学术服务平台" />',
      '<meta property="og:description" content="平台动态 &amp; &quot;会议&quot; &lt;通知&gt;" />',
      '<meta property="og:type" content="website" />',
    ]);
    expect(head).toMatch(/<title>新闻资讯 - 学术服务平台<\/title>\s*<meta name="description"/);
    expect(html).not.toContain('站点说明');
  });

  it('leaves the shell as it is without tags, and twice applied still writes each tag once', () => {
    expect(withMeta(shell, [])).toBe(shell);
    const twice = withMeta(withMeta(shell, meta), meta);
    expect(twice.match(/<meta property="og:title"/g)).toHaveLength(1);
    expect(twice.match(/<meta name="description"/g)).toHaveLength(1);
  });

  it("composeServerPage carries the server render's card into the page", () => {
    const html = composeServerPage(SHELL, { markup: '<main></main>', title: '新闻资讯 - 学术服务平台', meta });
    expect(html).toContain('<meta property="og:type" content="website" />');
    // Still no inline script (CSP script-src 'self').
    expect(html.match(/<script\b[^>]*>/g)).toEqual(['<script type="module" crossorigin src="/assets/index-A.js">']);
  });
});

describe('ownPreloads', () => {
  it("leaves out what the shell already loads or preloads, keeps the page's chunks in request order", () => {
    const shell = SHELL.replace('</head>', '<link rel="modulepreload" crossorigin href="/assets/framework-F.js"></head>');
    const requested = ['/assets/index-A.js', '/assets/framework-F.js', '/assets/news-B.js', '/assets/list-C.js'].map((href) => ({ href }));
    expect(ownPreloads(shell, requested)).toEqual([{ href: '/assets/news-B.js' }, { href: '/assets/list-C.js' }]);
  });
});

describe('pagePreloads', () => {
  it("is the page's scripts for a route without a phone twin", () => {
    expect(pagePreloads(['/assets/news-B.js'])).toEqual([{ href: '/assets/news-B.js' }]);
  });

  it("preloads both pages' scripts: those of one page only where that page shows", () => {
    expect(pagePreloads(['/assets/shared-S.js', '/assets/wide-W.js'], ['/assets/phone-P.js', '/assets/shared-S.js'])).toEqual([
      { href: '/assets/shared-S.js' },
      { href: '/assets/wide-W.js', media: 'not all and (max-width: 768px)' },
      { href: '/assets/phone-P.js', media: '(max-width: 768px)' },
    ]);
  });
});

describe('twinMarkup and twinSwitchCss', () => {
  it('holds both pages, each in a wrapper naming its path, shown where the router shows that page (<= 768 px: the phone twin, its root font scaled as the mobile layout scales it)', () => {
    expect(twinMarkup('<main>W</main>', '<main>P</main>', { wide: '/experts', phone: '/mobile/experts' })).toBe(
      '<div data-prerender-wide data-prerender-path="/experts"><main>W</main></div>' +
        '<div data-prerender-phone data-prerender-path="/mobile/experts"><main>P</main></div>',
    );
    expect(twinSwitchCss()).toBe(
      `@media (max-width: 768px){[data-prerender-wide]{display:none!important}html{font-size:${PHONE_ROOT_FONT_SIZE}}}` +
        '@media not all and (max-width: 768px){[data-prerender-phone]{display:none!important}}',
    );
  });
});

describe('PHONE_ROOT_FONT_SIZE', () => {
  /** The CSS clamp(min, k vw, max) at a viewport width, as a browser computes it. */
  const computed = (width: number) => {
    const [, min, vw, max] = /^clamp\((\d+)px, ([\d.]+)vw, (\d+)px\)$/.exec(PHONE_ROOT_FONT_SIZE)!.map(Number);
    return Math.min(max!, Math.max(min!, (vw! * width) / 100));
  };

  it("is the mobile layout's scale (mobileRootFontPx) at every phone width, to 0.01 px", () => {
    for (let width = 280; width <= 768; width += 1) expect(Math.abs(computed(width) - mobileRootFontPx(width))).toBeLessThanOrEqual(0.01);
  });
});

describe('composeServerPage', () => {
  it('puts the server markup in #root, its emotion styles and the marker in <head> before the scripts, and sets the title', () => {
    const markup = '<main class="css-a1"><h1>用户登录</h1></main>';
    const styles = '<style data-emotion="css a1">.css-a1{color:red}</style>';
    const html = composeServerPage(SHELL, { markup, styles, title: '用户登录 - 学术服务平台' });
    expect(html).toContain(`<div id="root" data-prerendered>${markup}</div>`);
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head.indexOf(SERVER_RENDERED_META)).toBeGreaterThan(-1);
    expect(head.indexOf(styles)).toBeGreaterThan(head.indexOf(SERVER_RENDERED_META));
    expect(head.indexOf('<script')).toBeGreaterThan(head.indexOf(styles));
    expect(html).toContain('<title>用户登录 - 学术服务平台</title>');
    // No inline script (CSP script-src 'self'): only the entry.
    expect(html.match(/<script\b[^>]*>/g)).toEqual(['<script type="module" crossorigin src="/assets/index-A.js">']);
  });

  it('preloads the chunks the page needs beyond the shell', () => {
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
  const server = (ends: Record<string, string> = {}) => {
    const calls: unknown[][] = [];
    const cache = { rules: new Set<string>() };
    return {
      calls,
      cache,
      createPageStyles: () => cache,
      renderRoute: async (url: string, options: { viewport?: string; styles: typeof cache }) => {
        calls.push([url, options.viewport ?? 'large', options.styles]);
        options.styles.rules.add(url);
        return {
          markup: `<main><h1>${url}</h1></main>`,
          title: '专家学者 - 学术服务平台',
          meta: [{ attribute: 'property' as const, key: 'og:title', content: `${url} - 学术服务平台` }],
          pathname: ends[url] ?? url,
        };
      },
      styleTagsOf: (styles: typeof cache, markup: string) => `<style>${[...styles.rules].join(',')}|${markup.length}</style>`,
    };
  };

  it('renders a page alone, its styles those of its cache for its markup', async () => {
    const alone = server();
    const page = await renderServerPage(alone, { route: '/news' });
    expect(page).toEqual({
      markup: '<main><h1>/news</h1></main>',
      title: '专家学者 - 学术服务平台',
      meta: [{ attribute: 'property', key: 'og:title', content: '/news - 学术服务平台' }],
      styles: `<style>/news|${page.markup.length}</style>`,
    });
    expect(alone.calls).toEqual([['/news', 'large', alone.cache]]);
  });

  it('renders a phone twin at a small viewport in the same emotion cache, whose styles serve both pages', async () => {
    const twins = server();
    const page = await renderServerPage(twins, { route: '/experts', phone: '/mobile/experts' });
    expect(twins.calls).toEqual([
      ['/experts', 'large', twins.cache],
      ['/mobile/experts', 'small', twins.cache],
    ]);
    // Each page in its wrapper, named by its path; one set of styles; the switch as CSS.
    expect(page.markup).toBe(
      '<div data-prerender-wide data-prerender-path="/experts"><main><h1>/experts</h1></main></div>' +
        '<div data-prerender-phone data-prerender-path="/mobile/experts"><main><h1>/mobile/experts</h1></main></div>',
    );
    expect(page.styles).toBe(`<style>/experts,/mobile/experts|${page.markup.length}</style>`);
    // The title and card are the wide page's.
    expect(page).toMatchObject({
      title: '专家学者 - 学术服务平台',
      meta: [{ attribute: 'property', key: 'og:title', content: '/experts - 学术服务平台' }],
      css: expect.stringContaining('[data-prerender-wide]{display:none!important}'),
    });
    const html = composeServerPage(SHELL, page);
    expect(html).toContain(`<style id="prerender-css">${page.css}</style>`);
    expect(html).toContain(page.styles);
  });

  it('fails the build when the guard sent a render elsewhere', async () => {
    await expect(
      renderServerPage(server({ '/mobile/experts': '/experts' }), { route: '/experts', phone: '/mobile/experts' }),
    ).rejects.toThrow('ssr: /mobile/experts (phone) ended on /experts');
  });
});
