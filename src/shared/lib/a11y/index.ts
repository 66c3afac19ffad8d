/** Accessibility helpers: reduced motion and focus. */
export { prefersReducedMotion, scrollIntoViewRespectingMotion } from './reduced-motion';
export { refocusIfDropped } from './refocus';
