/** What the password forms say of themselves; server messages come from the server. */
export const RESET_PASSWORD_TEXT = {
  oldPasswordRequired: '请输入当前密码',
  samePassword: '新密码不能与当前密码相同',
  failed: '密码修改失败，请稍后重试',
  success: '密码修改成功',
  forcedTitle: '请修改初始密码',
  forcedReason: '为了您的账号安全，首次登录请修改初始密码后再继续使用。',
  logout: '退出登录',
} as const;
