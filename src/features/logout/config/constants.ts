export const LOGOUT_TEXT = {
  /** The server did not confirm the logout; the session model has cleared the token anyway. */
  failedLocally: '退出登录失败，已在本机退出',
} as const;

/** The channel every tab of the portal listens on (BroadcastChannel name, storage key prefix). */
export const SESSION_CHANNEL_NAME = 'portal-session';
