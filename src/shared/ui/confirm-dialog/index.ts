export { confirmDialog } from './confirm-service';
export type { ConfirmOptions } from './confirm-service';
export { ConfirmDialogHost } from './confirm-dialog-host';
