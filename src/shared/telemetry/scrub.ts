/*
 * What telemetry keeps of a fact is what cannot name a person: types instead of values, file names
 * instead of URLs, error texts with every value-like part cut out. Everything that leaves the
 * browser passes through here.
 */

/** The type words the contract check writes first in its `received` text (contract-check.ts describeValue). */
const TYPE_WORDS = ['字符串', '数字', '整数', '布尔值', '对象', '数组', 'null', '缺失', '日期'];

/** A word of the report that names a place, not a value: `data.total`, `信封顶层`. */
const PLACE_WORD = /^[A-Za-z._\u4e00-\u9fff]{1,24}$/;

/**
 * The type of what arrived, without the value: `字符串 "13800138000"` → `字符串`, `数组（3 项）` →
 * `数组`. A text that starts with none of the type words keeps its first word only when that word
 * cannot hold a value (letters, dots, Chinese), else becomes `其他`.
 */
export function receivedType(received: string): string {
  const text = received.trim();
  const type = TYPE_WORDS.find((word) => text.startsWith(word));
  if (type) return type;
  const first = text.split(/[\s（(]/)[0] ?? '';
  return PLACE_WORD.test(first) ? first : '其他';
}

/** The last segment of a URL's path, without query or hash: `https://x/assets/news-1a2b.js?v=3` → `news-1a2b.js`. */
export function fileNameOf(url: string): string {
  const path = url.split(/[?#]/)[0] ?? '';
  return path.split('/').pop() ?? '';
}

/** A file of the build: `/assets/<name>.js` or `.css` (hashed names, nothing personal in them). */
const OWN_ASSET = /^\/assets\/[\w.-]{1,120}\.(?:m?js|css)$/;

/**
 * The name of one of the build's own files (`news-1a2b.js`) when `url` is one (an `/assets/` path,
 * on this origin or the CDN the assets are served from); undefined for anything else: a page URL,
 * whose last segment may be an SSO ticket or a report code, an inline script, an extension.
 */
export function ownAssetOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  let path: string;
  try {
    path = new URL(url, 'http://localhost/').pathname;
  } catch {
    return undefined;
  }
  return OWN_ASSET.test(path) ? fileNameOf(path) : undefined;
}

const URL_PATTERN = /\b(?:https?|blob|file|webpack|chrome-extension):\/\/\S+/gi;
/** A site path (`/login/sso-ticket`, `/report/ABC`) or a query (`?code=x`) inside a message. */
const PATH_OR_QUERY = /(?:^|(?<=[\s(=:,]))\/[^\s)]*|\?[^\s)]+/g;
/** A mainland mobile number, however it is written: `+86 138 0013 8000`, `138-0013-8000`, `8613800138000`. */
const PHONE = /(?:\+86[\s-]*|\b86[\s-]*)?\b1[3-9]\d(?:[\s-]*\d){8}/g;
const EMAIL = /\S+@\S+\.\S+/g;
const QUOTED = /"[^"]*"|'[^']*'|`[^`]*`|“[^”]*”|‘[^’]*’/g;
/** A run of 16+ token characters with a digit in it: a session token, a JWT, a uuid, a hash. */
const TOKEN_LIKE = /[A-Za-z0-9_\-+/=.~]{16,}/g;
const LONG_NUMBER = /\d{7,}/g;
/** Anything beyond printable ASCII: user names and user-entered Chinese text would be here. */
const NON_ASCII = /[^\x20-\x7e]+/g;

export const MESSAGE_MAX = 120;

/**
 * An error message with everything that could be personal cut out, by allow-list: a URL stays
 * only as the name of one of the build's own files, else it becomes `…`; so do site paths and
 * queries, quoted parts, e-mail addresses, phone numbers however spaced, token-like runs, numbers
 * of 7 digits or more and any non-ASCII text (names and answers are Chinese; the browser's and
 * the code's own error texts are English). At most MESSAGE_MAX characters.
 */
export function scrubMessage(message: string): string {
  const scrubbed = message
    .replace(URL_PATTERN, (url) => ownAssetOf(url) ?? '…')
    .replace(PHONE, '…')
    .replace(PATH_OR_QUERY, (part) => ownAssetOf(part) ?? '…')
    .replace(EMAIL, '…')
    .replace(QUOTED, '…')
    .replace(TOKEN_LIKE, (run) => (/\d/.test(run) ? '…' : run))
    .replace(LONG_NUMBER, '…')
    .replace(NON_ASCII, '…')
    .replace(/\s+/g, ' ')
    .trim();
  return scrubbed.length > MESSAGE_MAX ? `${scrubbed.slice(0, MESSAGE_MAX - 1)}…` : scrubbed;
}

/** An error's class name when it looks like one (`TypeError`, `ApiError`), else `Error`. */
export function errorName(error: unknown): string {
  const name = (error as { name?: unknown } | null)?.name;
  return typeof name === 'string' && /^[A-Za-z_$][\w$]{0,39}$/.test(name) ? name : 'Error';
}

/**
 * The build's own script an error came from (the event's file, else the first one in the stack),
 * by name; undefined when it came from anything else (see ownAssetOf).
 */
export function sourceFileOf(error: unknown, filename?: string): string | undefined {
  const stack = (error as { stack?: unknown } | null)?.stack;
  const fromStack = typeof stack === 'string' ? /(?:https?|file):\/\/[^\s)]+?\.m?js/.exec(stack)?.[0] : undefined;
  return ownAssetOf(filename || fromStack);
}

/** Messages of a script (a lazily loaded chunk) that could not be fetched, in the browsers' words. */
const CHUNK_FAILURE =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|Loading (?:CSS )?chunk \S+ failed/i;

/** The chunk file named by a failed dynamic import's error, or undefined when it is not one. */
export function failedChunkOf(error: unknown): string | undefined {
  const message = String((error as { message?: unknown } | null)?.message ?? '');
  if (!CHUNK_FAILURE.test(message)) return undefined;
  const url = /(?:https?:\/\/\S+|\/\S+)\.(?:m?js|css)\b/.exec(message)?.[0];
  return (url && fileNameOf(url)) || 'unknown';
}
