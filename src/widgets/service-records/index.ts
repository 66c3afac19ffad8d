/**
 * The service record lists of the user center (/checkCenter, /aigcCheck, /patentCenter,
 * /originalCenter, /copyrightCenter) and the institution center (/checkRecord, /checkListCenter,
 * /aigcCheckRecord, /aigcPromRecord, /patentRecord, /patentTestRecord).
 *
 * `<ServiceRecords scope service? channel? search onSearchChange title emptyAction? />`: the page
 * passes its route's search and a navigate; `RecordSearch` types the route's `validateSearch`.
 */
export { ServiceRecords } from './ui/service-records';
export type { ServiceRecordsProps } from './ui/service-records';
export type { RecordSearch } from './model/search';
