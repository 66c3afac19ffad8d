/** What may come from outside (the address bar, an answer) and go into a URL the portal follows or builds. */
export { redirectSearch, safeRedirect, type RedirectSearch } from './redirect';
export { ID_PATTERN, parseId } from './ids';
export { safeLink } from './link';
