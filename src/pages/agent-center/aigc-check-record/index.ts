export { AigcCheckRecordPage } from './ui/aigc-check-record-page';
