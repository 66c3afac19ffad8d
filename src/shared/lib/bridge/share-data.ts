import { absoluteHttpUrl, currentPageHead } from '@/shared/lib/page-meta';
import type { AppShareData } from './bridge';

/** The page URL without its hash: what WeChat signs. */
export function urlWithoutHash(href: string): string {
  const hash = href.indexOf('#');
  return hash === -1 ? href : href.slice(0, hash);
}

/**
 * Query parameters that may carry something personal: a token, a mobile number, a code (an SMS
 * code, WeChat's OAuth `code`), a password. A shared link never has them.
 */
const PERSONAL_PARAM = /^(?:.*token|mobile|phone|tel|code|.*_code|smscode|captcha|password|pwd|ticket)$/i;

/** The address to share: the URL without its hash and without any personal query parameter. */
export function shareLink(href: string): string {
  let url: URL;
  try {
    url = new URL(urlWithoutHash(href));
  } catch {
    return urlWithoutHash(href);
  }
  for (const name of [...url.searchParams.keys()]) if (PERSONAL_PARAM.test(name)) url.searchParams.delete(name);
  return url.href;
}

/**
 * The share image when the page has none of its own: the page's `og:image`, else its icon (a real
 * file, not the `data:` placeholder of index.html), else `/favicon.ico` at the origin. Always
 * absolute: the app and WeChat fetch it from elsewhere. The site's image is `VITE_SITE_IMAGE`.
 */
function shareImage(doc: Document, href: string): string {
  const candidates = [
    doc.querySelector<HTMLMetaElement>('meta[property="og:image"]')?.content,
    doc.querySelector<HTMLLinkElement>('link[rel~="apple-touch-icon"]')?.getAttribute('href'),
    doc.querySelector<HTMLLinkElement>('link[rel~="icon"]')?.getAttribute('href'),
  ];
  for (const candidate of candidates) {
    // A `data:` placeholder (index.html's icon) is no http(s) URL, so it is passed over.
    const url = absoluteHttpUrl(candidate ?? undefined, href);
    if (url) return url;
  }
  return new URL('/favicon.ico', href).href;
}

/**
 * What the current page shares (SPEC §3 app share data), for the news app's share and WeChat's
 * share configuration alike: the card the app's root published for the page (shared/lib/page-meta:
 * `名称 - 品牌`, a one-line description, the item's or the site's image) and the link without hash
 * or personal parameters. A page that may not be shared as itself (behind the login, a personal
 * address) gives the portal's generic card, leading home. Before any page published its card,
 * the document's title and description.
 */
export function currentPageShareData(doc: Document = document, href: string = window.location.href): AppShareData {
  const head = currentPageHead();
  if (!head) {
    return {
      title: doc.title,
      desc: doc.querySelector<HTMLMetaElement>('meta[name="description"]')?.content ?? '',
      imgUrl: shareImage(doc, href),
      link: shareLink(href),
    };
  }
  return {
    title: head.card.title,
    desc: head.card.description,
    imgUrl: head.card.image ?? shareImage(doc, href),
    link: head.shareable ? shareLink(href) : new URL('/', href).href,
  };
}
