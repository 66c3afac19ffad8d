export { MyFansPage } from './ui/my-fans-page';
