/** User type of SPEC §1/§3, kept in the USER_TYPE cookie. */
export type UserType = 'website' | 'agent';
/** Agent account kind of SPEC §1/§3, kept in the SET_AGENTTYPE cookie. */
export type AgentType = 'agentLord' | 'agentChild';
/** Who is using the portal (SPEC §6); the guard and the menus decide on it. */
export type SessionRole = 'anonymous' | 'website' | AgentType;

/** A cookie (or any untrusted text) as a user type; anything unknown is no user type. */
export function parseUserType(value: unknown): UserType | null {
  return value === 'website' || value === 'agent' ? value : null;
}

/** A cookie (or any untrusted text) as an agent type; anything unknown is no agent type. */
export function parseAgentType(value: unknown): AgentType | null {
  return value === 'agentLord' || value === 'agentChild' ? value : null;
}

/**
 * The role of a session. Without a token the visitor is anonymous whatever else is stored.
 * An agent whose kind is unknown counts as a sub-account, the account with fewer rights; a
 * token without a known user type (e.g. a USER_TYPE cookie that was lost) counts as an
 * individual user until the user info says otherwise.
 */
export function deriveRole(token: string, userType: UserType | null, agentType: AgentType | null): SessionRole {
  if (token === '') return 'anonymous';
  if (userType === 'agent') return agentType === 'agentLord' ? 'agentLord' : 'agentChild';
  return 'website';
}

/** Where a user goes after logging out (SPEC §2, §4): institutions to agent login, others home. */
export function routeAfterLogout(userType: UserType | null): '/agentLogin' | '/' {
  return userType === 'agent' ? '/agentLogin' : '/';
}
