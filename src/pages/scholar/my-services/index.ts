export { MyServicesPage } from './ui/my-services-page';
export type { MyServicesSearch } from './model/search';
export { validateMyServicesSearch } from './model/search';
