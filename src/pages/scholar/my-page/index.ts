export { MyPagePage } from './ui/my-page-page';
