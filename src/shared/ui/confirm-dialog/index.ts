export { confirmDialog } from './confirm-service';
export type { ConfirmOptions } from './confirm-service';
export { ConfirmDialogHost, preloadConfirmDialog } from './confirm-dialog-host';
