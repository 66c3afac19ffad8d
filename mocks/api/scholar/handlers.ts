import { scholarAuthHandlers } from './auth-handlers';
import { scholarProfileHandlers } from './profile-handlers';
import { scholarWorkHandlers } from './work-handlers';

/** Scholar services (tag `scholar`, /scholar), one file per part: profile and following, works, authentication. */
export const handlers = [...scholarProfileHandlers, ...scholarWorkHandlers, ...scholarAuthHandlers];
