export { SubmitApplicationPage } from './ui/submit-application-page';
