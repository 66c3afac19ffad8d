export { IpManagePage } from './ui/ip-manage-page';
export type { IpManageSearch } from './model/ip-manage-search';
export { validateIpManageSearch } from './model/ip-manage-search';
