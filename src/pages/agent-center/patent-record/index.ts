export { PatentRecordPage } from './ui/patent-record-page';
