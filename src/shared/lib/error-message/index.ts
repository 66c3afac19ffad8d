export { failureMessage } from './error-message';
