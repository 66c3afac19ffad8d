export const SSO_LOGIN_TEXT = {
  pending: '正在验证登录链接…',
  done: '登录成功，正在跳转…',
  /** After the ticket logged someone in: whose account this is, before anything is done in it. */
  loggedInAs: (account: string) => `已通过合作方链接登录账号${account}`,
  checkAccount: '请确认这是您本人的账号；如果不是，请立即退出登录，以免在他人的账号中操作。',
  goOn: '继续',
  logOut: '退出登录',
  failed: '登录链接无效或已使用，无法自动登录，请使用手机号登录',
  unreachable: '暂时无法验证登录链接，请检查网络后重试',
} as const;
