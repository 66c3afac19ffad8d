export { formatTitle } from './format-title';
export { useItemMeta } from './item-meta';
export type { ItemMeta } from './item-meta';
export { useItemOf } from './item-store';
export type { ShownItem } from './item-store';
export { absoluteHttpUrl, currentPageHead, forgetPageHead, headMeta, publishPageHead, subscribePageHead, writeHead } from './page-head';
export type { HeadMeta, PageHead, ShareCard } from './page-head';
export { plainLine, plainText } from './plain-line';
