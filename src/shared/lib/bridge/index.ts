export { isInNewsApp, getNewsAppBridge, setNewsAppBridge, newsApp, FAKE_NEWS_APP_STORAGE_KEY } from './bridge';
export type { NewsAppBridge, NewsAppAdapter, NewsAppCall, AppShareData, AppDetailJump } from './bridge';
export { currentPageShareData, urlWithoutHash } from './share-data';
export { isInWechat } from './wechat-host';
export { appDetailJump } from './detail-jump';
