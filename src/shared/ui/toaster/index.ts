export { AppToaster, showToast } from './lazy-toaster';
export type { ToastLevel } from './lazy-toaster';
