/** What the forgotten-password form says of itself; server messages come from the server. */
export const FORGOT_PASSWORD_TEXT = {
  codeSent: '验证码已发送至该机构账号绑定的手机',
  sendFailed: '验证码发送失败，请稍后重试',
  resetFailed: '密码重置失败，请稍后重试',
  success: '密码已重置，请使用新密码登录。',
} as const;
