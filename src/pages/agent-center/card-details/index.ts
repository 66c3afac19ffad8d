export { CardDetailsPage } from './ui/card-details-page';
export type { CardDetailsSearch } from './model/card-details-search';
export { validateCardDetailsSearch } from './model/card-details-search';
