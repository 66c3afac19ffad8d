/**
 * WeChat's in-app browser names itself MicroMessenger in the user agent. It lives beside the news
 * app's detection, in the module every page already loads, so that the app entry can ask "are we
 * in WeChat?" without reaching shared/lib/wechat: everything there then stays in the chunk that
 * only WeChat downloads.
 */
export function isInWechat(userAgent: string = typeof navigator === 'undefined' ? '' : navigator.userAgent): boolean {
  return /MicroMessenger/i.test(userAgent);
}
