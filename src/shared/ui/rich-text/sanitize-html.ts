import DOMPurify from 'dompurify';

let hooked = false;

/**
 * HTML from the API (editor content) made safe to insert: DOMPurify drops scripts, event handler
 * attributes (`onerror`...), `javascript:` URLs, forms, embedded frames and inline styles. Links
 * may open a new window (`target="_blank"`, kept) and then get `rel="noopener noreferrer"`.
 */
export function sanitizeHtml(html: string | null | undefined): string {
  return sanitize(html, false);
}

/**
 * The same, for the inner-HTML sink: a TrustedHTML from DOMPurify's own Trusted Types policy
 * (`trusted-types dompurify` in the deploy CSP, which requires Trusted Types for every script
 * sink), or the string where the browser has no Trusted Types.
 */
export function sanitizeToTrustedHtml(html: string | null | undefined): string | TrustedHTML {
  return sanitize(html, true);
}

/** An event handler attribute (` onerror="…"`, ` onclick=x`) inside one start tag. */
const HANDLER_ATTRIBUTE = /[\s/]on[a-z]+\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]+)/gi;
const START_TAG = /<[a-z][^>]*>/gi;

/**
 * Drops event handler attributes from the start tags before DOMPurify parses the HTML. Not for
 * safety (DOMPurify drops them too, and its document runs nothing): Chromium checks the page's
 * CSP when it parses such an attribute, in any document, and reports a `script-src-attr`
 * violation for content that was never going to run. Without this, every article with an
 * `onerror` in it would raise one (and send it through telemetry).
 */
export function withoutHandlerAttributes(html: string): string {
  return html.replace(START_TAG, (tag) => tag.replace(HANDLER_ATTRIBUTE, ''));
}

function sanitize(html: string | null | undefined, trusted: false): string;
function sanitize(html: string | null | undefined, trusted: true): string | TrustedHTML;
function sanitize(html: string | null | undefined, trusted: boolean): string | TrustedHTML {
  if (!html) return '';
  if (!hooked) {
    // DOMPurify's default instance is global; this hook only ever adds a safe rel, so sharing it is fine.
    DOMPurify.addHook('afterSanitizeAttributes', (node) => {
      if (!(node instanceof Element) || !node.hasAttribute('target')) return;
      // Only a new window is a meaningful target in content; it must not reach back (opener).
      if (node.tagName === 'A' && node.getAttribute('target') === '_blank') node.setAttribute('rel', 'noopener noreferrer');
      else node.removeAttribute('target');
    });
    hooked = true;
  }
  const config = {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed'],
    FORBID_ATTR: ['style'],
    ADD_ATTR: ['target'],
  };
  const input = withoutHandlerAttributes(html);
  return trusted ? DOMPurify.sanitize(input, { ...config, RETURN_TRUSTED_TYPE: true }) : DOMPurify.sanitize(input, config);
}
