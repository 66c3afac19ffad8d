export const SSO_LOGIN_TEXT = {
  pending: '正在验证登录链接…',
  done: '登录成功，正在跳转…',
  failed: '登录链接无效或已使用，无法自动登录，请使用手机号登录',
  unreachable: '暂时无法验证登录链接，请检查网络后重试',
} as const;
