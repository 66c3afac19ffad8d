export { LoadingMask } from './loading-mask';
export type { LoadingMaskProps } from './loading-mask';
