export { SetCenterPage } from './ui/set-center-page';
