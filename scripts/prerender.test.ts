import { describe, expect, it } from 'vitest';
import { SHELL } from './lib/shell-fixture';
import { mobileRootFontPx } from '@/shared/lib/viewport-scale';
import { PHONE_ROOT_FONT_SIZE, PRERENDER_ROUTES, composePage, ownPreloads, pageOf, pruneCustomProperties } from './prerender.mjs';

describe('composePage', () => {
  it('puts the markup in a #root marked prerendered, the CSS in the head and the title', () => {
    const html = composePage(SHELL, { markup: '<main><h1>用户登录</h1></main>', css: '.a{color:red}', title: '用户登录 - 学术服务平台' });
    expect(html).toContain('<div id="root" data-prerendered><main><h1>用户登录</h1></main></div>');
    // The CSS comes before the scripts: the bytes that paint first on the wire.
    expect(html).toMatch(/<style id="prerender-css">\.a\{color:red\}<\/style>\s*<link rel="expect"[^>]*>\s*<script type="module"/);
    expect(html).toContain('<title>用户登录 - 学术服务平台</title>');
    // No first paint of half a page: rendering waits until the markup is parsed to its end.
    expect(html).toContain('<link rel="expect" href="#prerender-end" blocking="render">');
    expect(html).toContain('</main></div><template id="prerender-end"></template>');
    // The entry script stays as it was: no inline script is added (CSP script-src 'self').
    expect(html.match(/<script\b[^>]*>/g)).toEqual(['<script type="module" crossorigin src="/assets/index-A.js">']);
  });

  it('takes markup and CSS literally, even with $ patterns, and escapes the title', () => {
    const html = composePage(SHELL, { markup: "<p>$& $' $1</p>", css: '.b::after{content:"$&"}', title: 'a < b & c' });
    expect(html).toContain("<p>$& $' $1</p>");
    expect(html).toContain('content:"$&"');
    expect(html).toContain('<title>a &lt; b &amp; c</title>');
  });

  it('refuses a page that is not the SPA shell', () => {
    expect(() => composePage('<div id="root" data-prerendered></div>', { markup: '', css: '' })).toThrow(/no <div id="root"><\/div>/);
  });

  it("preloads the page's own chunks after the shell's scripts, at low priority, each where its media query matches", () => {
    const preloads = [{ href: '/assets/news-B.js' }, { href: '/assets/phone-C.js', media: '(max-width: 768px)' }];
    const html = composePage(SHELL, { markup: '<main></main>', css: '.a{}', title: 't', preloads });
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head.match(/<(script|link)\b[^>]*>/g)).toEqual([
      '<link rel="expect" href="#prerender-end" blocking="render">',
      '<script type="module" crossorigin src="/assets/index-A.js">',
      '<link rel="modulepreload" crossorigin href="/assets/news-B.js" fetchpriority="low">',
      '<link rel="modulepreload" crossorigin href="/assets/phone-C.js" fetchpriority="low" media="(max-width: 768px)">',
    ]);
    expect(composePage(SHELL, { markup: '', css: '', title: 't', preloads: [] })).not.toContain('modulepreload');
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

describe('pageOf', () => {
  const wide = {
    markup: '<main><h1>专家学者</h1></main>',
    rules: ['@layer a, b;', '.w{color:red}', '.x{color:blue}'],
    title: '专家学者 - 学术服务平台',
  };
  const phone = {
    markup: '<main><h1>专家</h1></main>',
    rules: ['@layer a, b;', '.x{color:blue}', '.p{color:green}'],
    title: '专家学者 - 学术服务平台',
  };

  it('is the render itself for a route without a phone twin', () => {
    expect(pageOf({ ...wide, scripts: ['/assets/experts-E.js'] })).toEqual({
      markup: wide.markup,
      css: '@layer a, b;.w{color:red}.x{color:blue}',
      title: wide.title,
      preloads: [{ href: '/assets/experts-E.js' }],
    });
  });

  it("preloads both renders' scripts: those of one render only where that render shows", () => {
    const page = pageOf(
      { ...wide, scripts: ['/assets/shared-S.js', '/assets/wide-W.js'] },
      { ...phone, scripts: ['/assets/phone-P.js', '/assets/shared-S.js'] },
    );
    expect(page.preloads).toEqual([
      { href: '/assets/shared-S.js' },
      { href: '/assets/wide-W.js', media: 'not all and (max-width: 768px)' },
      { href: '/assets/phone-P.js', media: '(max-width: 768px)' },
    ]);
  });

  it('holds both renders, each shown where the router shows its page (<= 768 px: the phone twin)', () => {
    const page = pageOf(wide, phone, { wide: '/experts', phone: '/mobile/experts' });
    expect(page.markup).toBe(
      `<div data-prerender-wide data-prerender-path="/experts">${wide.markup}</div>` +
        `<div data-prerender-phone data-prerender-path="/mobile/experts">${phone.markup}</div>`,
    );
    // Shared rules once, in first-insertion order; then the switch between the two.
    expect(page.css).toBe(
      '@layer a, b;.w{color:red}.x{color:blue}.p{color:green}' +
        '@media (max-width: 768px){[data-prerender-wide]{display:none!important}}' +
        '@media not all and (max-width: 768px){[data-prerender-phone]{display:none!important}}',
    );
  });

  it('scales the root font where the phone twin shows, when the twin set a root font size (the mobile layout)', () => {
    const page = pageOf(wide, { ...phone, rootFontSize: '16px' });
    expect(page.css).toContain(
      `@media (max-width: 768px){[data-prerender-wide]{display:none!important}html{font-size:${PHONE_ROOT_FONT_SIZE}}}`,
    );
    expect(pageOf(wide, { ...phone, rootFontSize: '' }).css).not.toContain('html{');
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

describe('composePage without scripts in the head', () => {
  it('puts the CSS before </head>', () => {
    const shell = '<html><head><title>t</title></head><body><div id="root"></div></body></html>';
    expect(composePage(shell, { markup: 'm', css: '.c{}', title: 't' })).toContain(
      '<style id="prerender-css">.c{}</style>\n    <link rel="expect" href="#prerender-end" blocking="render">\n    </head>',
    );
  });
});

describe('pruneCustomProperties', () => {
  it('keeps what a rule or the markup reads, and what their values read; drops the rest', () => {
    const css =
      ':root{--c-red:#f00;--c-blue:#00f;--c-unused:1px;--c-brand:var(--c-blue);--c-inline:2px}' +
      '.a{color:var(--c-red);--local:3px}.b{border-color:var( --c-brand)}.c:hover{outline:1px solid red}';
    expect(pruneCustomProperties(css, '<div style="width:var(--c-inline)"></div>')).toBe(
      ':root{--c-red:#f00;--c-blue:#00f;--c-brand:var(--c-blue);--c-inline:2px}' +
        '.a{color:var(--c-red);}.b{border-color:var( --c-brand)}.c:hover{outline:1px solid red}',
    );
  });

  it('keeps a declaration that ends its block without a semicolon, and reads selectors with -- as selectors', () => {
    const css = '.x--y:hover{color:var(--k)}:root{--k:1;--gone:2}';
    expect(pruneCustomProperties(css)).toBe('.x--y:hover{color:var(--k)}:root{--k:1;}');
    expect(pruneCustomProperties(':root{--k:1}.z{top:var(--k)}')).toBe(':root{--k:1}.z{top:var(--k)}');
  });
});
