export { ClaimWorksPage } from './ui/claim-works-page';
