import type { Entry, Header, PostData } from 'har-format';

/**
 * What an imported HAR must not keep: a HAR exported from a tester's browser holds
 * the session (Authorization, cookies, tokens in log-in answers) and the people on the screens
 * (mobile numbers, ID numbers). Everything is masked before the file is kept in IndexedDB, so
 * nothing personal outlives the import; the panel says how much of each kind went.
 */
export type MaskKind = 'token' | 'password' | 'cookie' | 'mobile' | 'idNumber' | 'name' | 'email' | 'page';

export type MaskCounts = Record<MaskKind, number>;

export const MASK_LABELS: Record<MaskKind, string> = {
  token: '令牌',
  password: '密码',
  cookie: 'Cookie',
  mobile: '手机号',
  idNumber: '身份证号',
  name: '姓名',
  email: '邮箱',
  page: '页面地址',
};

export const emptyMaskCounts = (): MaskCounts => ({
  token: 0,
  password: 0,
  cookie: 0,
  mobile: 0,
  idNumber: 0,
  name: 0,
  email: 0,
  page: 0,
});

/** What a masked name and e-mail become: still strings of the same kind. */
export const MASKED_NAME = '某用户';
export const MASKED_EMAIL = 'masked@example.invalid';

/** What a masked token becomes: still a string, so a replayed answer keeps its shape. */
export const MASKED_TOKEN = '***';

const SESSION_HEADERS = new Map<string, MaskKind>([
  ['authorization', 'token'],
  ['proxy-authorization', 'token'],
  ['cookie', 'cookie'],
  ['set-cookie', 'cookie'],
]);

// A HAR's text is already decoded: its length and encoding headers would describe another body
// (and a masked body is not as long as the recorded one); hop-by-hop headers belong to the
// recorded connection.
const DROPPED_HEADERS = new Set(['content-length', 'content-encoding', 'transfer-encoding', 'connection', 'keep-alive']);

// Chinese resident ID: 6 digits of region, a birth date (18xx-20xx), 3 digits and a digit or X
// (the date keeps 18-digit record ids apart); mainland mobile: 1[3-9] and 9 digits. Neither
// inside a longer run of digits or letters, so order numbers and hashes are left alone.
const ID_NUMBER = /(?<![0-9A-Za-z])(\d{6})(?:18|19|20)\d{2}(?:0[1-9]|1[0-2])(?:0[1-9]|[12]\d|3[01])(\d{3}[\dXx])(?![0-9A-Za-z])/g;
// Also written with +86 or 86 before it, and with spaces or dashes between the groups.
const MOBILE = /(?<![0-9A-Za-z+])(?:\+?86[\s-]?)?(1[3-9]\d)[\s-]?\d{4}[\s-]?(\d{4})(?![0-9A-Za-z])/g;
const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;
/**
 * The portal's pages whose path names a person's thing: an SSO ticket (`/login/<ticket>`), a
 * report or submission code. In a page URL (a Referer, a link in a body) the segment is masked.
 */
const PAGE_WITH_CODE = /^\/(?:login|report|checkSubmit|aigc\/check|promotion\/check|promotion\/report|workPay|work\/origin)\/[^/?#]+/;
const ABSOLUTE_URL = /\bhttps?:\/\/[^\s"'<>]+/g;
/** Keys whose value is a person's name (not an expert's or a journal's: those are public). */
const PERSON_NAME_KEY = /^(?:nick|user|real|true|contact|link|applicant|owner|account)[_-]?name$|^(?:linkman|contacts?)$/i;

const JWT = /eyJ[\w-]{5,}\.[\w-]{5,}\.[\w-]*/g;

/**
 * Names whose value is a credential: token, access_token, refreshToken, X-Auth-Token,
 * Authorization; password, oldPassword, newPwd, clientSecret.
 */
export function secretKindOf(key: string): 'token' | 'password' | undefined {
  const plain = key.toLowerCase().replace(/[-_]/g, '');
  if (plain.endsWith('token') || plain === 'authorization') return 'token';
  // A ticket, a session id, an API or signing key, a signature: `ticket`, `sessionId`, `apiKey`,
  // `app_key`, `sign`, `paySign`, `signature` (not `design`, `functionKey` or `dictKey`: words,
  // and a menu's public configuration).
  if (/(?:ticket|session|sessionid|signature)$/.test(plain) || plain === 'key' || plain === 'sign') return 'token';
  if (/(?:^|[a-z0-9])(?:Sign|_sign|-sign)$/.test(key) && !/design$/i.test(key)) return 'token';
  if (/^(?:api|access|secret|private|app|auth|encrypt|sign|session)key$/.test(plain)) return 'token';
  if (/(password|passwd|pwd|secret)$/.test(plain)) return 'password';
  return undefined;
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

export class Masker {
  readonly counts: MaskCounts = emptyMaskCounts();

  /** A page's path with its code masked (`/report/ABC123` → `/report/***`); any other path as it is. */
  pagePath(path: string): string {
    return path.replace(PAGE_WITH_CODE, (page) => {
      this.counts.page += 1;
      return `${page.slice(0, page.lastIndexOf('/'))}/${MASKED_TOKEN}`;
    });
  }

  /** A page URL (Referer, a link): its code-bearing path segment and its query values masked. */
  pageUrl(value: string): string {
    const masked = this.rewriteUrl(
      value,
      (path) => this.pagePath(path),
      // A page's query is the user's (a code, a keyword, a ticket): only where it goes next is kept.
      (name, item) => {
        if (name === 'redirect') return this.pagePath(item);
        if (item !== '') this.counts.page += 1;
        return item === '' ? '' : MASKED_TOKEN;
      },
    );
    return this.text(masked);
  }

  /** `value` with its path and each query value rewritten; as text when it is no URL. */
  private rewriteUrl(value: string, path: (path: string) => string, param: (name: string, value: string) => string): string {
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      return this.text(value);
    }
    url.pathname = path(safeDecode(url.pathname));
    url.search = new URLSearchParams([...url.searchParams].map(([name, item]) => [name, param(name, item)])).toString();
    return url.href;
  }

  /** Masks ID numbers, mobile numbers, e-mails, JWTs and page codes inside any text (headers, URLs, bodies). */
  text(value: string): string {
    return value
      .replace(ABSOLUTE_URL, (url) => {
        const path = (() => {
          try {
            return new URL(url).pathname;
          } catch {
            return '';
          }
        })();
        return PAGE_WITH_CODE.test(path) ? url.replace(path, this.pagePath(path)) : url;
      })
      .replace(EMAIL, () => {
        this.counts.email += 1;
        return MASKED_EMAIL;
      })
      .replace(JWT, () => {
        this.counts.token += 1;
        return MASKED_TOKEN;
      })
      .replace(ID_NUMBER, (_all, head: string, tail: string) => {
        this.counts.idNumber += 1;
        return `${head}********${tail}`;
      })
      .replace(MOBILE, (_all, head: string, tail: string) => {
        this.counts.mobile += 1;
        return `${head}****${tail}`;
      });
  }

  /**
   * A JSON value, walked: a token key loses its value, strings are masked as text. A number
   * that reads as a mobile number keeps being a number (its middle digits zeroed), so the
   * replayed answer's shape, and the contract check of it, stay what the backend sent.
   */
  json(value: unknown, key?: string): unknown {
    const secret = key === undefined ? undefined : secretKindOf(key);
    if (secret && value !== null && value !== undefined && value !== '') {
      this.counts[secret] += 1;
      return typeof value === 'string' ? MASKED_TOKEN : null;
    }
    if (key !== undefined && PERSON_NAME_KEY.test(key) && typeof value === 'string' && value.trim() !== '') {
      this.counts.name += 1;
      return MASKED_NAME;
    }
    if (typeof value === 'string') return this.text(value);
    if (typeof value === 'number' && Number.isInteger(value) && /^1[3-9]\d{9}$/.test(String(value))) {
      this.counts.mobile += 1;
      return Number(`${String(value).slice(0, 3)}0000${String(value).slice(7)}`);
    }
    if (Array.isArray(value)) return value.map((item) => this.json(item));
    if (typeof value === 'object' && value !== null) {
      return Object.fromEntries(Object.entries(value).map(([name, item]) => [name, this.json(item, name)]));
    }
    return value;
  }

  /** A body: JSON is walked (keys known), anything else masked as text. */
  body(text: string): string {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      return this.text(text);
    }
    return JSON.stringify(this.json(parsed));
  }

  headers(headers: readonly Header[] | undefined): Header[] {
    const kept: Header[] = [];
    for (const header of headers ?? []) {
      const name = header.name.toLowerCase();
      const kind = SESSION_HEADERS.get(name);
      if (kind) {
        this.counts[kind] += 1;
        continue;
      }
      if (DROPPED_HEADERS.has(name)) continue;
      const value =
        name === 'referer'
          ? this.pageUrl(String(header.value))
          : name === 'origin'
            ? String(header.value)
            : this.param(name, String(header.value));
      // A header value must be ISO-8859-1 (Headers throws otherwise); a HAR may hold one decoded as UTF-8.
      kept.push({ name: header.name, value: /[\u0100-\uffff]/.test(value) ? encodeURIComponent(value) : value });
    }
    return kept;
  }

  /** A header, query or form parameter: a credential's value goes, any other is masked as text. */
  param(name: string, value: string): string {
    const secret = secretKindOf(name);
    if (!secret) return this.text(value);
    this.counts[secret] += 1;
    return MASKED_TOKEN;
  }

  /** A URL: its path as text, each query value by its name (`?token=` goes, a phone is masked). */
  url(value: string): string {
    return this.rewriteUrl(
      value,
      (path) => this.text(path),
      (name, item) => this.param(name, item),
    );
  }
}

function decodeBase64Utf8(text: string): string {
  const bytes = Uint8Array.from(atob(text), (char) => char.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/** Whether a recorded body is text we can read (and mask); binary answers are dropped. */
const isTextual = (mimeType: string | undefined) => !mimeType || /json|text|xml|javascript|urlencoded/i.test(mimeType);

function maskPostData(postData: PostData, masker: Masker): PostData {
  const mimeType = postData.mimeType ?? '';
  if (postData.text !== undefined) return { mimeType, text: masker.body(postData.text) };
  return {
    mimeType,
    params: (postData.params ?? []).map((param) => ({
      name: param.name,
      ...(param.value !== undefined && { value: masker.param(param.name, param.value) }),
    })),
  };
}

/**
 * One entry, masked, with only what replay needs: no cookies arrays, no timings, no page
 * references, a body as plain text. `time` is 0: a replay answers at once (the `slow`
 * scenario is there for waiting).
 */
export function maskEntry(entry: Entry, masker: Masker): Entry {
  const { request, response } = entry;
  // The cookies arrays repeat the Cookie and Set-Cookie headers; counted only when those are absent.
  const hasHeader = (headers: readonly Header[] | undefined, name: string) =>
    (headers ?? []).some((header) => header.name.toLowerCase() === name);
  if (!hasHeader(request.headers, 'cookie')) masker.counts.cookie += request.cookies?.length ?? 0;
  if (!hasHeader(response.headers, 'set-cookie')) masker.counts.cookie += response.cookies?.length ?? 0;
  const content = response.content ?? { size: 0, mimeType: '' };
  let text = content.text;
  if (text !== undefined && content.encoding === 'base64') text = isTextual(content.mimeType) ? decodeBase64Utf8(text) : undefined;
  const maskedText = text === undefined ? undefined : masker.body(text);
  const postData = request.postData;
  const url = masker.url(request.url);
  return {
    startedDateTime: entry.startedDateTime,
    time: 0,
    cache: {},
    timings: { send: 0, wait: 0, receive: 0 },
    request: {
      method: request.method,
      url,
      httpVersion: request.httpVersion ?? 'HTTP/1.1',
      headers: masker.headers(request.headers),
      // Read back from the masked URL: each value is masked (and counted) once.
      queryString: [...new URL(url, 'http://localhost').searchParams].map(([name, value]) => ({ name, value })),
      cookies: [],
      headersSize: -1,
      bodySize: -1,
      ...(postData && { postData: maskPostData(postData, masker) }),
    },
    response: {
      status: response.status,
      statusText: response.statusText ?? '',
      httpVersion: response.httpVersion ?? 'HTTP/1.1',
      headers: masker.headers(response.headers),
      cookies: [],
      content: {
        size: maskedText?.length ?? 0,
        mimeType: content.mimeType ?? '',
        ...(maskedText !== undefined && { text: maskedText }),
      },
      redirectURL: response.redirectURL ?? '',
      headersSize: -1,
      bodySize: -1,
    },
  };
}
