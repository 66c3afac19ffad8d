/**
 * Adapter to the news organisation's mobile app (SPEC §1, DESIGN "News app and WeChat").
 *
 * The app is recognised by a token in the user agent and exposes a global object with the
 * bridge calls. SPEC does not show the real call names, so both the token and the global's
 * name are configurable (`VITE_NEWS_APP_UA`, `VITE_NEWS_APP_BRIDGE`); this minimal interface
 * is what the portal needs and a later issue completes the adapter behind it.
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

/** The calls the portal makes into the news app. */
export interface NewsAppBridge {
  login(): void;
  /** The order's shape belongs to the payment issue; the bridge passes it on untouched. */
  pay(order: unknown): void;
  share(data: AppShareData): void;
  openDetail(data: AppDetailJump): void;
}

const DEFAULT_USER_AGENT_TOKEN = 'NewsApp';
const DEFAULT_BRIDGE_GLOBAL = 'NewsAppBridge';

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

/** True when the page runs inside the news app (its token appears in the user agent). */
export function isInNewsApp(userAgent: string = currentUserAgent()): boolean {
  return userAgent.includes(userAgentToken());
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
