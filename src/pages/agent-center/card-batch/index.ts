export { CardBatchPage } from './ui/card-batch-page';
export type { CardBatchSearch } from './model/card-batch-search';
export { validateCardBatchSearch } from './model/card-batch-search';
