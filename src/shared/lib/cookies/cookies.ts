import Cookies from 'js-cookie';
import { COOKIE_TOKEN } from '@/shared/config';

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

/** The token is read at send time by the HTTP client, so it is always the current one. */
export function getToken(): string | undefined {
  return readCookie(COOKIE_TOKEN);
}

/** `expiresSeconds` is the optional expiry of SPEC §3; without it the cookie lasts the session. */
export function setToken(token: string, expiresSeconds?: number): void {
  writeCookie(COOKIE_TOKEN, token, expiresSeconds);
}

export function removeToken(): void {
  removeCookie(COOKIE_TOKEN);
}
