export { IpManagePage } from './ui/ip-manage-page';
