export { MAINLAND_MOBILE, MOBILE_INVALID_MESSAGE, MOBILE_REQUIRED_MESSAGE, mobileProblem, normalizeMobile } from './mobile-number';
