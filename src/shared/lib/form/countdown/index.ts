export { CODE_RESEND_SECONDS, useCountdown } from './use-countdown';
