export { PatentTestRecordPage } from './ui/patent-test-record-page';
