export { CheckCenterPage } from './ui/check-center-page';
