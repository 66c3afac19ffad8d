import { institutionCardHandlers } from './center/institution-card-handlers';
import { institutionHomeHandlers } from './center/institution-home-handlers';
import { institutionIpHandlers } from './center/institution-ip-handlers';
import { institutionPromotionHandlers } from './center/institution-promotion-handlers';
import { institutionSubAccountHandlers } from './center/institution-sub-account-handlers';
import { institutionSubmitHandlers } from './center/institution-submit-handlers';
import { scholarAuthHandlers } from './center/scholar-auth-handlers';
import { scholarProfileHandlers } from './center/scholar-profile-handlers';
import { scholarWorkHandlers } from './center/scholar-work-handlers';
import { userCenterHandlers } from './center/user-center-handlers';

/**
 * The user center (/center, individual users), the institution center (/agent, institution
 * accounts) and scholar services (/scholar), one file per tag (or sub-area) in center/.
 * Every call needs a token (401 without a valid one) and the right kind of account (403
 * '当前操作没有权限' otherwise; center/access.ts). The logic that needs no HTTP lives in
 * db/center/queries.ts; the state shared with the content handlers in center-state.ts.
 */
export const centerHandlers = [
  ...userCenterHandlers,
  ...institutionHomeHandlers,
  ...institutionSubmitHandlers,
  ...institutionPromotionHandlers,
  ...institutionSubAccountHandlers,
  ...institutionCardHandlers,
  ...institutionIpHandlers,
  ...scholarProfileHandlers,
  ...scholarWorkHandlers,
  ...scholarAuthHandlers,
];
