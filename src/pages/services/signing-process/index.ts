export { SigningProcessPage } from './ui/signing-process-page';
