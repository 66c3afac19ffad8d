export { SubAccountPage } from './ui/sub-account-page';
