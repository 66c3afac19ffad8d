import { getWechatSignature } from '@/shared/api/generated/endpoints/wechat/wechat';
import type { WechatSignature } from '@/shared/api/generated/model';
import { createWechatShare, isInWechat, type WechatShareOptions } from '@/shared/lib/bridge';
import { subscribePageHead } from '@/shared/lib/page-meta';
import type { createAppRouter } from './router/router';

type AppRouter = ReturnType<typeof createAppRouter>;

async function sign(url: string): Promise<WechatSignature> {
  // Silent: a page must not toast because WeChat's share could not be customised.
  const result = await getWechatSignature({ url }, { silent: true });
  if (!result.data) throw new Error('GET /wechat/getSignature answered without data');
  return result.data;
}

/**
 * Inside WeChat, after each navigation: sign the current URL (without hash) through
 * `GET /wechat/getSignature`, configure the JS-SDK and set the share card (SPEC §1): the page's
 * published head (shared/lib/page-meta: `名称 - 品牌`, its line, its image), so a detail page's
 * card is set again, without a new signature, once its item has loaded. The app entry imports
 * this module only inside WeChat (dynamically), and the JS-SDK is imported on first use. A failure
 * leaves WeChat's default share card; it is logged, never shown.
 *
 * Returns the unsubscribe; call once at start-up. Outside WeChat this does nothing. The options
 * exist for tests (a fake `wx`, a memory history's address).
 */
export function startWechatShare(router: AppRouter, options: Pick<WechatShareOptions, 'userAgent' | 'loadSdk' | 'href'> = {}): () => void {
  const userAgent = options.userAgent ?? navigator.userAgent;
  if (!isInWechat(userAgent)) return () => {};
  const update = createWechatShare({ ...options, sign, userAgent });
  const run = () => {
    update().catch((error: unknown) => console.warn('[wechat] share configuration failed', error));
  };
  const unsubscribeRouter = router.subscribe('onResolved', run);
  const unsubscribeHead = subscribePageHead(run);
  // Started after the first navigation resolved (e.g. from a lazily loaded module): catch up.
  if (router.state.resolvedLocation) run();
  return () => {
    unsubscribeRouter();
    unsubscribeHead();
  };
}
