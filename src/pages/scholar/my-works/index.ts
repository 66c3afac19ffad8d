export { MyWorksPage } from './ui/my-works-page';
export type { MyWorksSearch } from './model/search';
export { validateMyWorksSearch } from './model/search';
