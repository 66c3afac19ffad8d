export { ClaimWorksPage } from './ui/claim-works-page';
export type { ClaimWorksSearch } from './model/search';
export { validateClaimWorksSearch } from './model/search';
