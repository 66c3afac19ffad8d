export { SubAccountPage } from './ui/sub-account-page';
export type { SubAccountSearch } from './model/sub-account-search';
export { validateSubAccountSearch } from './model/sub-account-search';
