export { MyServicesPage } from './ui/my-services-page';
