export { CheckRecordPage } from './ui/check-record-page';
