export { CheckSubmitPage } from './ui/check-submit-page';
