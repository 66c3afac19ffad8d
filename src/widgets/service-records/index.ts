/**
 * The service record lists of the user center (/checkCenter, /aigcCheck, /patentCenter,
 * /originalCenter, /copyrightCenter) and the institution center (/checkRecord, /checkListCenter,
 * /aigcCheckRecord, /aigcPromRecord, /patentRecord, /patentTestRecord).
 *
 * `<ServiceRecordsPage heading description submit? scope service? channel? title />` is a whole
 * record page (the list's search is the current route's; `submit` is a link's options and label).
 * `<ServiceRecords scope service? channel? search onSearchChange title emptyAction? />` is the list
 * alone. `validateRecordSearch` is every record route's `validateSearch`.
 */
export { ServiceRecords } from './ui/service-records';
export type { ServiceRecordsProps } from './ui/service-records';
export { ServiceRecordsPage } from './ui/service-records-page';
export type { ServiceRecordsPageProps } from './ui/service-records-page';
export { validateRecordSearch } from './model/search';
export type { RecordSearch } from './model/search';
