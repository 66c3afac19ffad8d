export {
  AigcCheckRecordPage,
  AigcCheckRecordsPage,
  AigcPromRecordPage,
  CheckCenterPage,
  CheckListCenterPage,
  CheckRecordPage,
  CopyrightCenterPage,
  OriginalCenterPage,
  PatentCenterPage,
  PatentRecordPage,
  PatentTestRecordPage,
} from './ui/center-record-pages';
