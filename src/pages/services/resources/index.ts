export { ResourcesPage } from './ui/resources-page';
