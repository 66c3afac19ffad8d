export { PatentTestSubmitPage } from './ui/patent-test-submit-page';
