export { AgreementPage } from './ui/agreement-page';
