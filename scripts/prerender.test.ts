import { describe, expect, it } from 'vitest';
import { SHELL } from './lib/shell-fixture';
import { mobileRootFontPx } from '@/shared/lib/viewport-scale';
import { PHONE_ROOT_FONT_SIZE, PRERENDER_ROUTES, fillShell, ownPreloads, pagePreloads, twinMarkup, twinSwitchCss } from './prerender.mjs';

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

describe('ownPreloads', () => {
  it("leaves out what the shell already loads or preloads, keeps the page's chunks in request order", () => {
    const shell = SHELL.replace('</head>', '<link rel="modulepreload" crossorigin href="/assets/framework-F.js"></head>');
    const requested = ['/assets/index-A.js', '/assets/framework-F.js', '/assets/news-B.js', '/assets/list-C.js'].map((href) => ({ href }));
    expect(ownPreloads(shell, requested)).toEqual([{ href: '/assets/news-B.js' }, { href: '/assets/list-C.js' }]);
  });
});

describe('PRERENDER_ROUTES', () => {
  it('are the public entry routes of issue 13, each with the file nginx finds for it ($uri.html)', () => {
    expect(PRERENDER_ROUTES).toEqual([
      { route: '/', file: 'index.html' },
      { route: '/login', file: 'login.html' },
      { route: '/agentLogin', file: 'agentLogin.html' },
      { route: '/experts', file: 'experts.html', phone: '/mobile/experts' },
      { route: '/news', file: 'news.html' },
    ]);
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
