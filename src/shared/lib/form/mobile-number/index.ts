export {
  MAINLAND_MOBILE,
  MOBILE_INVALID_MESSAGE,
  MOBILE_REQUIRED_MESSAGE,
  maskMobile,
  mobileProblem,
  normalizeMobile,
} from './mobile-number';
