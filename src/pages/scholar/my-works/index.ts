export { MyWorksPage } from './ui/my-works-page';
