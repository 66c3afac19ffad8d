/** What the agent login form says of itself; server messages come from the server. */
export const AGENT_LOGIN_TEXT = {
  usernameRequired: '请输入账号',
  passwordRequired: '请输入密码',
  captchaRequired: '请输入图形验证码',
  captchaUnavailable: '验证码加载失败，点击重试',
  loginFailed: '登录失败，请稍后重试',
  userInfoFailed: '获取用户信息失败，请重新登录',
} as const;
