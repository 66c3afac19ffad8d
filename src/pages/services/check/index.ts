export { CheckPage } from './ui/check-page';
