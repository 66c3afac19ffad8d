/**
 * WeChat's in-app browser names itself MicroMessenger in the user agent. The app entry asks "are we
 * in WeChat?" with this alone; the share set-up (wechat.ts, and the JS-SDK it imports on demand) is
 * used only by app/wechat-share.ts, which the entry loads in WeChat, so it stays out of every
 * other first load.
 */
export function isInWechat(userAgent: string = typeof navigator === 'undefined' ? '' : navigator.userAgent): boolean {
  return /MicroMessenger/i.test(userAgent);
}
