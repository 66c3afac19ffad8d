export { isInNewsApp, getNewsAppBridge, setNewsAppBridge, newsApp, FAKE_NEWS_APP_STORAGE_KEY } from './bridge';
export type { NewsAppBridge, NewsAppAdapter, NewsAppCall, AppShareData, AppDetailJump } from './bridge';
export { currentPageShareData, shareLink, urlWithoutHash } from './share-data';
export { isInWechat } from './wechat-host';
export { appDetailJump } from './detail-jump';
// WeChat, the other host the portal runs in: its JS-SDK loads only when a page shares there.
export { configureWechatShare, createWechatShare, loadWechatSdk, WechatConfigError, WECHAT_SHARE_APIS } from './wechat';
export type { WechatSdk, WechatShareOptions } from './wechat';
