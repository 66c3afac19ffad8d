export { PayResourcePage } from './ui/pay-resource-page';
