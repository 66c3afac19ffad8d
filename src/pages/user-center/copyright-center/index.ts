export { CopyrightCenterPage } from './ui/copyright-center-page';
