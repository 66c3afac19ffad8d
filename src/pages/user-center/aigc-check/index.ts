export { AigcCheckRecordsPage } from './ui/aigc-check-page';
