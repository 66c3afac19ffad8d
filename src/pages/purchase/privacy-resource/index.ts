export { PrivacyResourcePage } from './ui/privacy-resource-page';
