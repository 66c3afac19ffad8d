import type { AppShareData } from './bridge';

/** The page URL without its hash: what is shared and what WeChat signs. */
export function urlWithoutHash(href: string): string {
  const hash = href.indexOf('#');
  return hash === -1 ? href : href.slice(0, hash);
}

function absolute(url: string, base: string): string | null {
  try {
    return new URL(url, base).href;
  } catch {
    return null;
  }
}

/**
 * The share image: the page's `og:image`, else its icon (a real file, not the `data:` placeholder
 * of index.html), else `/favicon.ico` at the origin. Always absolute: the app and WeChat fetch it
 * from elsewhere. Deployers choose the image by adding `<meta property="og:image">` to index.html.
 */
function shareImage(doc: Document, href: string): string {
  const candidates = [
    doc.querySelector<HTMLMetaElement>('meta[property="og:image"]')?.content,
    doc.querySelector<HTMLLinkElement>('link[rel~="apple-touch-icon"]')?.getAttribute('href'),
    doc.querySelector<HTMLLinkElement>('link[rel~="icon"]')?.getAttribute('href'),
  ];
  for (const candidate of candidates) {
    if (!candidate || candidate.startsWith('data:')) continue;
    const url = absolute(candidate, href);
    if (url) return url;
  }
  return new URL('/favicon.ico', href).href;
}

/**
 * What the current page shares (SPEC §3 app share data): the document title (`页面名 - 品牌`), the
 * meta description, an absolute image URL and the URL without hash. Used by the news app's share
 * and by WeChat's share configuration alike.
 */
export function currentPageShareData(doc: Document = document, href: string = window.location.href): AppShareData {
  return {
    title: doc.title,
    desc: doc.querySelector<HTMLMetaElement>('meta[name="description"]')?.content ?? '',
    imgUrl: shareImage(doc, href),
    link: urlWithoutHash(href),
  };
}
