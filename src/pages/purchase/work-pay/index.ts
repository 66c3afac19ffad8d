export { WorkPayPage } from './ui/work-pay-page';
