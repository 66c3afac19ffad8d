export { MyFansPage } from './ui/my-fans-page';
export type { MyFansSearch } from './model/search';
export { validateMyFansSearch } from './model/search';
