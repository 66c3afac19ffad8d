/**
 * Adapter to the news organisation's mobile app (SPEC §1, DESIGN "News app and WeChat").
 *
 * The app is recognised by a token in the user agent and exposes a global object with the
 * bridge calls. SPEC does not show the real call names, so both the token and the global's
 * name are configurable (`VITE_NEWS_APP_UA`, `VITE_NEWS_APP_BRIDGE`); the methods carry the
 * names of the calls below (login, pay, share, openDetail).
 *
 * Callers use `newsApp`: each call returns true when the app took it over and false outside the
 * app (or when the app did not inject that call), so the caller can fall back to the web flow.
 */

/** App share data (SPEC §3). */
export interface AppShareData {
  title: string;
  desc: string;
  imgUrl: string;
  link: string;
}

/**
 * App detail jump data (SPEC §3). SPEC names the fields but not their types or which are
 * required; the loose types accept what the app's own pages send until the contract is known.
 */
export interface AppDetailJump {
  jumpType: string | number;
  jumpUrl?: string;
  isLink?: boolean;
  uuid?: string;
  type?: string | number;
  starUuid?: string;
  jumpToComment?: boolean;
  jumpToAIPlay?: boolean;
  viewType?: string | number;
}

/** The calls the portal makes into the news app: what the app injects as a global. */
export interface NewsAppBridge {
  login(): void;
  /** The order's shape belongs to the payment flow; the bridge passes it on untouched. */
  pay(order: unknown): void;
  share(data: AppShareData): void;
  openDetail(data: AppDetailJump): void;
}

export type NewsAppCall = keyof NewsAppBridge;

/** What callers use: true when the app took the call, false when the web flow must run. */
export interface NewsAppAdapter {
  login(): boolean;
  pay(order: unknown): boolean;
  share(data: AppShareData): boolean;
  openDetail(data: AppDetailJump): boolean;
}

const DEFAULT_USER_AGENT_TOKEN = 'NewsApp';
const DEFAULT_BRIDGE_GLOBAL = 'NewsAppBridge';

/**
 * sessionStorage key of the dev/demo switch 「模拟新闻客户端」 (mocks/ui/fake-bridge.ts): while it
 * holds '1', the page counts as inside the app. Honoured only in bundles that run mocks.
 */
export const FAKE_NEWS_APP_STORAGE_KEY = 'academic-portal:fake-news-app';

// Read at call time (not at import) so tests and dev tools can change the environment.
function userAgentToken(): string {
  return import.meta.env.VITE_NEWS_APP_UA || DEFAULT_USER_AGENT_TOKEN;
}

function bridgeGlobalName(): string {
  return import.meta.env.VITE_NEWS_APP_BRIDGE || DEFAULT_BRIDGE_GLOBAL;
}

function currentUserAgent(): string {
  return typeof navigator === 'undefined' ? '' : navigator.userAgent;
}

function fakeNewsAppSwitchedOn(): boolean {
  // Vite replaces both with constants: in the production build this function is `return false`.
  if (!(import.meta.env.DEV || import.meta.env.VITE_USE_MOCKS === 'true')) return false;
  try {
    return typeof window !== 'undefined' && window.sessionStorage.getItem(FAKE_NEWS_APP_STORAGE_KEY) === '1';
  } catch {
    // Blocked storage (privacy settings) throws on access: no switch, no fake app.
    return false;
  }
}

/**
 * True when the page runs inside the news app: its token appears in the user agent (or, in dev
 * and demo builds only, the fake news app is switched on for this tab).
 */
export function isInNewsApp(userAgent: string = currentUserAgent()): boolean {
  return userAgent.includes(userAgentToken()) || fakeNewsAppSwitchedOn();
}

type BridgeHost = Record<string, unknown>;

function host(): BridgeHost | undefined {
  return typeof window === 'undefined' ? undefined : (window as unknown as BridgeHost);
}

/** The bridge the app injected as a global, or null outside the app (or before it is injected). */
export function getNewsAppBridge(): NewsAppBridge | null {
  const candidate = host()?.[bridgeGlobalName()];
  return typeof candidate === 'object' && candidate !== null ? (candidate as NewsAppBridge) : null;
}

/**
 * Installs (or, with null, removes) the global the app would inject: a fake bridge for tests
 * and for the dev server. Going through the global keeps `getNewsAppBridge` the one reader.
 */
export function setNewsAppBridge(bridge: NewsAppBridge | null): void {
  const target = host();
  if (!target) return;
  if (bridge === null) delete target[bridgeGlobalName()];
  else target[bridgeGlobalName()] = bridge;
}

function callApp(call: NewsAppCall, args: unknown[]): boolean {
  if (!isInNewsApp()) return false;
  const bridge = getNewsAppBridge() as unknown as Record<string, unknown> | null;
  const method = bridge?.[call];
  // An app version without this call: the web flow runs instead of nothing happening.
  if (typeof method !== 'function') return false;
  try {
    // Native bridges are often host objects whose methods need their own `this`.
    method.apply(bridge, args);
    return true;
  } catch (error) {
    console.error(`[news app] ${call} failed`, error);
    return false;
  }
}

/** The news-app calls; outside the app each returns false and does nothing. */
export const newsApp: NewsAppAdapter = {
  login: () => callApp('login', []),
  pay: (order) => callApp('pay', [order]),
  share: (data) => callApp('share', [data]),
  openDetail: (data) => callApp('openDetail', [data]),
};
