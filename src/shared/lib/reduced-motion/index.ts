export { prefersReducedMotion, scrollIntoViewRespectingMotion } from './reduced-motion';
