import type { WechatSignature } from '@/shared/api/generated/model';
import { onApi } from '../../lib/on-api';
import { MOCK_MESSAGES, fail, okData } from '../../lib/respond';

/** A fixed, plausible app id: the client only passes it on to the JS-SDK. */
const WECHAT_APP_ID = 'wx3f8a2b6c9d1e4f70';

/**
 * A 40-hex-digit digest (SHA-1 sized). The real signature needs a secret jsapi_ticket the mocks do
 * not have, so it only has to look right; this pure hash also works where crypto.subtle does not
 * (pages served over plain http on a LAN address).
 */
function fakeSha1(input: string): string {
  let out = '';
  for (let round = 0; round < 5; round += 1) {
    let hash = 0x811c9dc5 ^ round;
    for (let i = 0; i < input.length; i += 1) {
      hash ^= input.charCodeAt(i);
      hash = Math.imul(hash, 0x01000193);
    }
    out += (hash >>> 0).toString(16).padStart(8, '0');
  }
  return out;
}

/** The WeChat JS-SDK signature for a page's URL (tag `wechat`): shaped right, signed by nobody. */
export const handlers = [
  onApi('getWechatSignature', ({ request }) => {
    const url = new URL(request.url).searchParams.get('url');
    if (!url) return fail(500, MOCK_MESSAGES.paramMissing('url'));
    const timestamp = String(Math.floor(Date.now() / 1000));
    const noncestr = Math.random().toString(36).slice(2, 18).padEnd(16, '0');
    const sign = fakeSha1(`jsapi_ticket=mock&noncestr=${noncestr}&timestamp=${timestamp}&url=${url}`);
    return okData<WechatSignature>({ appId: WECHAT_APP_ID, timestamp, noncestr, sign });
  }),
];
