export { CardBatchPage } from './ui/card-batch-page';
