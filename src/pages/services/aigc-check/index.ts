export { AigcCheckPage } from './ui/aigc-check-page';
