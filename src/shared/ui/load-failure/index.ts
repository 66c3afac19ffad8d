export { LoadFailureNotice } from './load-failure-notice';
