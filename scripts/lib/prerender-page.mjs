/**
 * A prerendered page, put together (docs/adr/0003-first-paint.md): the SPA shell with the server's
 * markup in `#root`, the marker that tells main.tsx to hydrate it, its title and card (`<meta>`
 * description and Open Graph), its CSS and the modulepreloads of the chunks it needs; a route with a phone twin holds both pages. Pure
 * functions of strings, used by scripts/prerender.mjs. Tested by prerender-page.test.ts.
 */

/** Where the router shows a route's phone twin instead (src/app/router/viewport.ts: <= 768 px is small). */
const SMALL_VIEWPORT_QUERY = '(max-width: 768px)';

/**
 * The phone pages' root font size as CSS (SPEC §9: scaled by width / 375): what the mobile layout
 * sets from script (src/shared/lib/viewport-scale, `mobileRootFontPx`: 16 px at 375 px, within
 * 14-20 px). Without it a prerendered phone page would paint at 16 px on every phone and grow or
 * shrink when the app takes over (about 10 % on a 412 px phone). prerender-page.test.ts checks it
 * against `mobileRootFontPx`.
 */
export const PHONE_ROOT_FONT_SIZE = 'clamp(14px, 4.26667vw, 20px)';

/** The SPA's bare page: what every route without a prerendered file is answered with. */
export const SHELL_FILE = 'shell.html';

/** The shell's empty root, which a prerendered page fills. */
export const EMPTY_ROOT = '<div id="root"></div>';

/**
 * The shell with `markup` inside `#root` (marked `data-prerendered`, which main.tsx reads), `head`
 * before the scripts and modulepreloads (the HTML's bytes that paint come first on the wire, and
 * the browser discovers the app's chunks only after them), the page's title and card (`meta`: its
 * description and Open Graph tags, for crawlers and link previews that run no script), and a
 * modulepreload for each of the page's own `preloads` (see `preloadLinks`) after the shell's.
 */
export function fillShell(shell, { markup, head, title, meta = [], preloads = [] }) {
  if (!shell.includes(EMPTY_ROOT)) throw new Error(`the shell has no ${EMPTY_ROOT}`);
  const html = shell.replace(EMPTY_ROOT, () => `<div id="root" data-prerendered>${markup}</div>${PAGE_END}`);
  const links = preloadLinks(preloads);
  const withLinks = links ? html.replace(/\s*<\/head>/, (end) => `\n${links}${end}`) : html;
  return withMeta(withTitle(insertBeforeScripts(withLinks, `${head}\n    ${WHOLE_PAGE_FIRST}\n    `), title), meta);
}

/**
 * The page's `<meta>` tags (app/server.tsx `meta`: `{ attribute: 'name' | 'property', key,
 * content }`) right after its title, each once: the shell's tag of the same key (its site-wide
 * description) gives way.
 */
export function withMeta(html, meta) {
  if (meta.length === 0) return html;
  let out = html;
  for (const { attribute, key } of meta) {
    const own = new RegExp(`\\s*<meta\\s+${attribute}="${escapeRegExp(key)}"[^>]*>`, 'g');
    out = out.replace(own, '');
  }
  const tags = meta.map(
    ({ attribute, key, content }) => `<meta ${attribute}="${escapeAttribute(key)}" content="${escapeAttribute(content)}" />`,
  );
  const title = out.search(/<\/title>/);
  if (title === -1) return out.replace('</head>', () => `    ${tags.join('\n    ')}\n  </head>`);
  const end = title + '</title>'.length;
  return `${out.slice(0, end)}\n    ${tags.join('\n    ')}${out.slice(end)}`;
}

function escapeRegExp(text) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function escapeAttribute(text) {
  return escapeText(text).replace(/"/g, '&quot;');
}

/**
 * The browser paints the page only once its markup is parsed to the end (HTML's render-blocking
 * `<link rel="expect">`): a first paint of half a page moved what the rest then filled in, such
 * as a filter bar's fields when its buttons arrived (a layout shift).
 */
const PAGE_END = '<template id="prerender-end"></template>';
const WHOLE_PAGE_FIRST = '<link rel="expect" href="#prerender-end" blocking="render">';

/**
 * `<link rel="modulepreload">` for the script files a page needs for its first screen beyond the
 * shell's own (`ownPreloads`; found in the build manifest by prerender-preloads.mjs). Without them the browser finds a route's chunks only
 * after the entry has run, then their imports only after those arrive: a chain of round trips
 * before the page works. A preload with `media` (the phone twin's) is fetched only where the
 * media query matches. At low priority: nothing of them is needed for the first paint, and the
 * entry and the framework chunk (the shell's, high) come first; Lighthouse otherwise counts a
 * preload that finished before the paint as blocking it (ADR 0008).
 */
export function preloadLinks(preloads) {
  return preloads
    .map(
      ({ href, media }) =>
        `    <link rel="modulepreload" crossorigin href="${href}" fetchpriority="low"${media ? ` media="${media}"` : ''}>`,
    )
    .join('\n');
}

/** Of the script files a page needs, those the shell does not already load or preload. */
export function ownPreloads(shell, preloads) {
  return preloads.filter(({ href }) => !shell.includes(`"${href}"`));
}

function insertBeforeScripts(html, style) {
  const firstScript = html.search(/<(script|link rel="modulepreload")\b/);
  const head = html.indexOf('</head>');
  return firstScript !== -1 && firstScript < head
    ? html.slice(0, firstScript) + style + html.slice(firstScript)
    : html.replace('</head>', () => `${style}</head>`);
}

function withTitle(html, title) {
  return title ? html.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeText(title)}</title>`) : html;
}

/**
 * The chunks to preload for a route, from the script files its page needs (`wide`) and its phone
 * twin's (`phone`), if it has one: those of one of them alone only where that one shows.
 */
export function pagePreloads(wide, phone) {
  if (!phone) return wide.map((href) => ({ href }));
  const inWide = new Set(wide);
  const inPhone = new Set(phone);
  return [...new Set([...wide, ...phone])].map((href) => {
    if (inWide.has(href) && inPhone.has(href)) return { href };
    return { href, media: inWide.has(href) ? `not all and ${SMALL_VIEWPORT_QUERY}` : SMALL_VIEWPORT_QUERY };
  });
}

/**
 * A page and its phone twin in one `#root`, each in a wrapper that `twinSwitchCss` shows only
 * where the router would show that page, and that names the page's path (`data-prerender-path`,
 * which main.tsx reads to keep the one the router resolved).
 */
export function twinMarkup(wideMarkup, phoneMarkup, { wide, phone }) {
  return `<div data-prerender-wide data-prerender-path="${wide}">${wideMarkup}</div><div data-prerender-phone data-prerender-path="${phone}">${phoneMarkup}</div>`;
}

/**
 * The media queries that show one of `twinMarkup`'s pages, and where the twin shows, the phone
 * layout's root font size (which the mobile layout sets from script once the app runs).
 */
export function twinSwitchCss() {
  return `@media ${SMALL_VIEWPORT_QUERY}{[data-prerender-wide]{display:none!important}html{font-size:${PHONE_ROOT_FONT_SIZE}}}@media not all and ${SMALL_VIEWPORT_QUERY}{[data-prerender-phone]{display:none!important}}`;
}

function escapeText(text) {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

export const SERVER_RENDERED_META = '<meta name="prerender" content="server" />';

/**
 * The shell with the server's markup in #root, and in <head> the marker (main.tsx hydrates such
 * a page), the page's emotion styles (`styles`), the twin switch (`css`), its title and card
 * (`meta`) and the modulepreloads of the chunks the page needs.
 */
export function composeServerPage(shell, { markup, title, meta = [], preloads, styles = '', css = '' }) {
  const head = [SERVER_RENDERED_META, styles, css && `<style id="prerender-css">${css}</style>`].filter(Boolean).join('\n    ');
  return fillShell(shell, { markup, head, title, meta, preloads });
}

/**
 * The server's page of a route (its title and card are the wide page's): its render alone, or with its phone twin's, each in its wrapper,
 * and the media queries that show one (kept in `#prerender-css`, which main.tsx removes once
 * hydrated). One emotion cache for both renders: a rule or global both use is in `styles` once.
 */
export async function renderServerPage(server, { route, phone }) {
  const cache = server.createPageStyles();
  const wide = await server.renderRoute(route, { styles: cache });
  if (wide.pathname !== route) throw new Error(`ssr: ${route} ended on ${wide.pathname}`);
  if (!phone) return { markup: wide.markup, title: wide.title, meta: wide.meta, styles: server.styleTagsOf(cache, wide.markup) };
  const twin = await server.renderRoute(phone, { viewport: 'small', styles: cache });
  if (twin.pathname !== phone) throw new Error(`ssr: ${phone} (phone) ended on ${twin.pathname}`);
  const markup = twinMarkup(wide.markup, twin.markup, { wide: route, phone });
  return { markup, title: wide.title, meta: wide.meta, styles: server.styleTagsOf(cache, markup), css: twinSwitchCss() };
}
