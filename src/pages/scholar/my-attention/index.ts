export { MyAttentionPage } from './ui/my-attention-page';
export type { MyAttentionSearch } from './model/search';
export { validateMyAttentionSearch } from './model/search';
