export { PageHeading } from './page-heading';
