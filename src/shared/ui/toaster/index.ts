export { AppToaster, MERGE_WINDOW_MS, preloadToaster, resetToastMemory, showToast } from './lazy-toaster';
export type { ToastLevel } from './lazy-toaster';
