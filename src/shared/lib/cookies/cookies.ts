import Cookies from 'js-cookie';
/** Cookies are Lax and, on https, Secure (DESIGN: Session). */
function attributes(expiresSeconds?: number): Cookies.CookieAttributes {
  const attrs: Cookies.CookieAttributes = {
    sameSite: 'Lax',
    secure: typeof location !== 'undefined' && location.protocol === 'https:',
    path: '/',
  };
  if (expiresSeconds !== undefined && expiresSeconds > 0) {
    attrs.expires = new Date(Date.now() + expiresSeconds * 1000);
  }
  return attrs;
}

export function readCookie(name: string): string | undefined {
  return Cookies.get(name);
}

export function writeCookie(name: string, value: string, expiresSeconds?: number): void {
  Cookies.set(name, value, attributes(expiresSeconds));
}

export function removeCookie(name: string): void {
  Cookies.remove(name, { path: '/' });
}
