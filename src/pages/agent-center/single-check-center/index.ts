export { SingleCheckCenterPage } from './ui/single-check-center-page';
