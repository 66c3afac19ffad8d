import { setupServer } from 'msw/node';
import { handlers } from './handlers';

/** MSW for tests: the same handlers as the browser worker. */
export const server = setupServer(...handlers);
export { resetMockState } from './handlers';
