import { institutionCardHandlers } from '../api/institution/card-handlers';
import { institutionHomeHandlers } from '../api/institution/home-handlers';
import { institutionIpHandlers } from '../api/institution/ip-handlers';
import { institutionPromotionHandlers } from '../api/institution/promotion-handlers';
import { institutionSubAccountHandlers } from '../api/institution/sub-account-handlers';
import { institutionSubmitHandlers } from '../api/institution/submit-handlers';
import { scholarAuthHandlers } from '../api/scholar/auth-handlers';
import { scholarProfileHandlers } from '../api/scholar/profile-handlers';
import { scholarWorkHandlers } from '../api/scholar/work-handlers';
import { userCenterHandlers } from '../api/center/handlers';

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
