export { BuyResourcePage } from './ui/buy-resource-page';
