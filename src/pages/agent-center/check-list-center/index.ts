export { CheckListCenterPage } from './ui/check-list-center-page';
