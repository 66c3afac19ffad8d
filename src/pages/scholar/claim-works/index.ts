export { ClaimWorksPage } from './ui/claim-works-page';
export type { ClaimWorksSearch } from './model/search';
