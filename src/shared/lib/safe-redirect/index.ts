export { redirectSearch, safeRedirect, type RedirectSearch } from './safe-redirect';
