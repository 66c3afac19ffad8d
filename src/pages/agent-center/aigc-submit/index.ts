export { AigcSubmitPage } from './ui/aigc-submit-page';
