export { MyPagePage } from './ui/my-page-page';
export type { MyPageSearch } from './model/search';
export { validateMyPageSearch } from './model/search';
