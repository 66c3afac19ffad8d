export { AigcPromRecordPage } from './ui/aigc-prom-record-page';
