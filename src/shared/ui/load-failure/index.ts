export { LoadFailureNotice } from './load-failure-notice';
export { LazySection } from './lazy-section';
