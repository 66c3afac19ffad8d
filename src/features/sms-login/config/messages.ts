/** What the SMS login form says of itself; server messages come from the server. */
export const SMS_LOGIN_TEXT = {
  codeRequired: '请输入短信验证码',
  consentRequired: '请阅读并同意用户协议和隐私政策',
  codeSent: '验证码已发送，请注意查收短信',
  sendFailed: '验证码发送失败，请稍后重试',
  loginFailed: '登录失败，请稍后重试',
  userInfoFailed: '获取用户信息失败，请重新登录',
} as const;
