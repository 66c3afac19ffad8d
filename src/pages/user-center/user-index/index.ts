export { UserIndexPage } from './ui/user-index-page';
