export { CheckPromotionPage } from './ui/check-promotion-page';
export type { CheckPromotionSearch } from './model/check-promotion-search';
export { validateCheckPromotionSearch } from './model/check-promotion-search';
