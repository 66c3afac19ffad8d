export { SharePageButton, shareCurrentPage, LINK_COPIED_MESSAGE, SHARE_FAILED_MESSAGE } from './ui/share-page-button';
