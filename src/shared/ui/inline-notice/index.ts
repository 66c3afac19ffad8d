export { InlineNotice } from './inline-notice';
