export { WorkOriginPage } from './ui/work-origin-page';
