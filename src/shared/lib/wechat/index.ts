// Detection lives in shared/lib/bridge (see wechat-host.ts there); re-exported for WeChat's callers.
export { isInWechat } from '@/shared/lib/bridge';
export { configureWechatShare, createWechatShare, loadWechatSdk, WechatConfigError, WECHAT_SHARE_APIS } from './wechat';
export type { WechatSdk, WechatShareOptions } from './wechat';
