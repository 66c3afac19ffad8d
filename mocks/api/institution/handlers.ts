import { institutionCardHandlers } from './card-handlers';
import { institutionHomeHandlers } from './home-handlers';
import { institutionIpHandlers } from './ip-handlers';
import { institutionPromotionHandlers } from './promotion-handlers';
import { institutionSubAccountHandlers } from './sub-account-handlers';
import { institutionSubmitHandlers } from './submit-handlers';

/**
 * The institution center (tag `institution`, /agent, institution accounts), one file per part:
 * home and statistics, submissions, promotion codes, sub-accounts, cards, IP rules.
 */
export const handlers = [
  ...institutionHomeHandlers,
  ...institutionSubmitHandlers,
  ...institutionPromotionHandlers,
  ...institutionSubAccountHandlers,
  ...institutionCardHandlers,
  ...institutionIpHandlers,
];
