/**
 * WeChat share configuration (SPEC §1, §3; DESIGN "News app and WeChat"). Pure of the network
 * and of the router: the app layer (src/app/wechat-share.ts) injects the signing call and decides
 * when to run it.
 */
import type { WechatSignature } from '@/shared/api/generated/model';
import type { AppShareData } from './bridge';
import { currentPageShareData, urlWithoutHash } from './share-data';

/** The part of the JS-SDK (`wx`) this module uses; tests pass a fake with the same shape. */
export interface WechatSdk {
  config(options: { debug?: boolean; appId: string; timestamp: number; nonceStr: string; signature: string; jsApiList: string[] }): void;
  ready(callback: () => void): void;
  error(callback: (result: { errMsg: string }) => void): void;
  updateAppMessageShareData(data: { title: string; desc: string; link: string; imgUrl: string; success?: () => void }): void;
  updateTimelineShareData(data: { title: string; link: string; imgUrl: string; success?: () => void }): void;
}

/** The share calls the page asks WeChat to verify (the 1.4+ API; the onMenuShare* ones are deprecated). */
export const WECHAT_SHARE_APIS = ['updateAppMessageShareData', 'updateTimelineShareData'] as const;

/** The URL the document was loaded from, if the browser keeps navigation timing. */
function documentUrl(): string | undefined {
  if (typeof performance === 'undefined' || typeof performance.getEntriesByType !== 'function') return undefined;
  const [entry] = performance.getEntriesByType('navigation');
  return entry?.name || undefined;
}

function isIos(userAgent: string): boolean {
  return /iPhone|iPad|iPod/i.test(userAgent);
}

/** Rejection of a failed `wx.config` (invalid signature, wrong domain...): share keeps WeChat's defaults. */
export class WechatConfigError extends Error {
  constructor(readonly errMsg: string) {
    super(`WeChat JS-SDK config failed: ${errMsg}`);
    this.name = 'WechatConfigError';
  }
}

/** Sets the share data of both share targets (friends, moments). */
function setShareData(sdk: WechatSdk, share: AppShareData): void {
  sdk.updateAppMessageShareData({ title: share.title, desc: share.desc, link: share.link, imgUrl: share.imgUrl });
  sdk.updateTimelineShareData({ title: share.title, link: share.link, imgUrl: share.imgUrl });
}

/**
 * Configures the SDK with a signature and, once WeChat has verified it, sets the share data of
 * both share targets (friends, moments). The share data is read when WeChat is ready, i.e. after
 * the page has rendered and set its title. Resolves with the data it set.
 */
export function configureWechatShare(
  sdk: WechatSdk,
  signature: WechatSignature,
  readShare: () => AppShareData = () => currentPageShareData(),
): Promise<AppShareData> {
  return new Promise((resolve, reject) => {
    sdk.config({
      debug: false,
      appId: signature.appId,
      timestamp: Number(signature.timestamp),
      nonceStr: signature.noncestr,
      signature: signature.sign,
      jsApiList: [...WECHAT_SHARE_APIS],
    });
    sdk.ready(() => {
      const share = readShare();
      setShareData(sdk, share);
      resolve(share);
    });
    sdk.error((result) => reject(new WechatConfigError(result.errMsg)));
  });
}

const sameShare = (a: AppShareData, b: AppShareData) =>
  a.title === b.title && a.desc === b.desc && a.imgUrl === b.imgUrl && a.link === b.link;

export interface WechatShareOptions {
  /** Signs a URL (without hash) for the JS-SDK: `GET /wechat/getSignature` in the app. */
  sign(url: string): Promise<WechatSignature>;
  /** Loads the SDK; the default imports the npm package on first use. */
  loadSdk?: () => Promise<WechatSdk>;
  readShare?: () => AppShareData;
  /** The current address (window.location.href by default). */
  href?: () => string;
  /**
   * The address the page was opened with; iOS signs this one. By default the document's own URL
   * (navigation timing), which stays right however late this code loads; else the current one.
   */
  landingUrl?: string;
  userAgent?: string;
}

/**
 * Returns `update()`, to call after each navigation and whenever the page's card changes (its item
 * has loaded): for a new URL it signs the URL without hash, configures the SDK and sets the share
 * data; for the URL the SDK is already configured for, it only sets the share data again, if it
 * changed. Resolves with the data set, or null when nothing changed or a later navigation took
 * over. Rejects when signing or verification fails; the caller decides whether that is worth
 * reporting, and the next call tries again.
 *
 * iOS WeChat keeps the address it first opened for the whole life of a single-page app, and
 * verifies the signature against that one (the JS-SDK's documented rule); there the landing URL
 * is signed instead of the current one, on every navigation. The shared link is always the
 * current URL's (currentPageShareData).
 */
export function createWechatShare(options: WechatShareOptions): () => Promise<AppShareData | null> {
  const href = options.href ?? (() => window.location.href);
  const loadSdk = options.loadSdk ?? loadWechatSdk;
  const readShare = options.readShare ?? (() => currentPageShareData(document, href()));
  const landingUrl = urlWithoutHash(options.landingUrl ?? documentUrl() ?? href());
  const signLandingUrl = isIos(options.userAgent ?? (typeof navigator === 'undefined' ? '' : navigator.userAgent));
  let latest = 0;
  /** The URL the SDK is configured for, and the share data last set there. */
  let configured: { url: string; sdk: WechatSdk; share: AppShareData } | null = null;
  /** A configuration on its way: it reads the share data when WeChat is ready, and again when done. */
  let pending: { url: string; done: Promise<unknown> } | null = null;

  /** Sets the current share data where the SDK is configured, if it differs from what is set. */
  function reshare(state: { sdk: WechatSdk; share: AppShareData }): AppShareData | null {
    const share = readShare();
    if (sameShare(share, state.share)) return null;
    setShareData(state.sdk, share);
    state.share = share;
    return share;
  }

  async function configure(url: string, ticket: number): Promise<AppShareData | null> {
    const [sdk, signature] = await Promise.all([loadSdk(), options.sign(signLandingUrl ? landingUrl : url)]);
    if (ticket !== latest) return null;
    const share = await configureWechatShare(sdk, signature, readShare);
    if (ticket !== latest) return null;
    configured = { url, sdk, share };
    // The card may have changed between WeChat's ready and now.
    return reshare(configured) ?? share;
  }

  return async function update() {
    const url = urlWithoutHash(href());
    if (configured?.url === url) return reshare(configured);
    // The same URL is being configured: that configuration reads the card when it is done.
    if (pending?.url === url)
      return pending.done.then(
        () => null,
        () => null,
      );
    configured = null;
    const ticket = ++latest;
    const done = configure(url, ticket);
    pending = { url, done };
    try {
      return await done;
    } finally {
      if (pending?.done === done) pending = null;
    }
  };
}

let sdkPromise: Promise<WechatSdk> | null = null;

/**
 * The JS-SDK from npm (`weixin-js-sdk`), imported on first use: only pages running inside WeChat
 * ever download it. The package is CommonJS; its export is `wx`, which it also leaves on window.
 */
export function loadWechatSdk(): Promise<WechatSdk> {
  sdkPromise ??= import('weixin-js-sdk').then((module) => {
    const candidates: unknown[] = [
      module.default,
      (window as unknown as Record<string, unknown>).jWeixin,
      (window as unknown as Record<string, unknown>).wx,
    ];
    const sdk = candidates.find((c) => typeof c === 'object' && c !== null && 'config' in c);
    if (!sdk) {
      sdkPromise = null;
      throw new Error('weixin-js-sdk did not provide wx');
    }
    return sdk as WechatSdk;
  });
  return sdkPromise;
}
