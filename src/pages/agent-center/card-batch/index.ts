export { CardBatchPage } from './ui/card-batch-page';
export type { CardBatchSearch } from './model/card-batch-search';
