import { tokenFingerprint } from '@/entities/session';

/**
 * What a change seen from another tab means for this tab's session:
 * - `none`: it concerns another token, or nothing changed;
 * - `ended`: this tab's session is over (logged out there; the token cookie is gone);
 * - `switched`: the shared cookies now hold another session (someone logged in there).
 */
export type CrossTabChange = 'none' | 'ended' | 'switched';

/**
 * Decides by whose token it is, never only by whether one exists.
 * `current`: this tab's token; `cookieToken`: the token cookie every tab shares ('' when
 * absent); `loggedOut`: the fingerprint of the token another tab announced as logged out, or
 * undefined when only the cookie is looked at (the tab came back to the foreground, or the
 * message came from an older version of the portal that did not say whose token it was).
 */
export function crossTabChange(current: string, cookieToken: string, loggedOut?: string): CrossTabChange {
  if (loggedOut !== undefined) {
    if (current === '' || tokenFingerprint(current) !== loggedOut) return 'none';
    // Over here too; if someone has already logged in again there, follow that session.
    return cookieToken !== '' && cookieToken !== current ? 'switched' : 'ended';
  }
  if (cookieToken === current) return 'none';
  return cookieToken === '' ? 'ended' : 'switched';
}
