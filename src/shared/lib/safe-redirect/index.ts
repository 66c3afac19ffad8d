export { safeRedirect } from './safe-redirect';
