export { MoreCheckCenterPage } from './ui/more-check-center-page';
