export { formatTitle } from './format-title';
export { useItemMeta, useItemOf } from './item-meta';
export type { ItemMeta, ShownItem } from './item-meta';
export { absoluteHttpUrl, currentPageHead, forgetPageHead, headMeta, publishPageHead, subscribePageHead, writeHead } from './page-head';
export type { HeadMeta, PageHead, ShareCard } from './page-head';
export { plainLine, plainText } from './plain-line';
