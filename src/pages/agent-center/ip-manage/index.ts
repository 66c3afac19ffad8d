export { IpManagePage } from './ui/ip-manage-page';
export type { IpManageSearch } from './model/ip-manage-search';
