import { fail, unauthorized } from '../../lib/respond';
import { accountOf, type Account } from '../auth';
import { CENTER_MESSAGES } from './messages';
import { settleReviews } from './reviews';

/**
 * Who may call: every call of the user center, the institution center and scholar services needs
 * a token (401 without a valid one) and the right kind of account (403 '当前操作没有权限'
 * otherwise).
 */

const forbidden = () => fail(403, CENTER_MESSAGES.forbidden);

type Audience = 'website' | 'scholar' | 'agent' | 'agentLord';

function allowed(account: Account, audience: Audience): boolean {
  switch (audience) {
    case 'website':
      return account.userType === 'website';
    case 'scholar':
      return account.userType === 'website' && account.scholar;
    case 'agent':
      return account.userType === 'agent';
    case 'agentLord':
      return account.userType === 'agent' && account.mainAccount === 'Y';
  }
}

interface Info {
  request: Request;
  params: Record<string, unknown>;
}

/** 401 without a valid token, 403 for the wrong kind of account; else the resolver runs. */
export function only(audience: Audience, resolver: (account: Account, info: Info) => Response | Promise<Response>) {
  return (info: Info): Response | Promise<Response> => {
    const account = accountOf(info.request);
    if (!account) return unauthorized();
    settleReviews(account);
    if (!allowed(account, audience)) return forbidden();
    return resolver(account, info);
  };
}
