export { PatentSubmitPage } from './ui/patent-submit-page';
