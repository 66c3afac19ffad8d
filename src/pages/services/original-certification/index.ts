export { OriginalCertificationPage } from './ui/original-certification-page';
