export { isInNewsApp, getNewsAppBridge, setNewsAppBridge } from './bridge';
export type { NewsAppBridge, AppShareData, AppDetailJump } from './bridge';
