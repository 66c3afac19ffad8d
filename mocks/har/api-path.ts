import { operationIdOf } from '../scenarios';

/**
 * The part of a URL a replay matches on: from `/api/` on, whatever the host and any path the
 * portal was deployed under (`https://staging.example.cn/portal/api/x?b=2&a=1` ->
 * `/api/x`). Undefined for anything that is not an API call (pages, chunks, images from a CDN).
 */
export function apiPathOf(url: string): string | undefined {
  let pathname: string;
  try {
    pathname = new URL(url, 'http://localhost').pathname;
  } catch {
    return undefined;
  }
  const at = pathname.indexOf('/api/');
  return at === -1 ? undefined : pathname.slice(at);
}

/** The contract operation a recorded or live call names, if any. */
export function operationIdOfCall(method: string, url: string): string | undefined {
  try {
    return operationIdOf(new Request(new URL(url, 'http://localhost'), { method: method.toUpperCase() }));
  } catch {
    return undefined; // A method a Request cannot carry (CONNECT, TRACE): not a contract call.
  }
}
