export { PromotionStatictisPage } from './ui/promotion-statictis-page';
