export { DetailStates } from './detail-states';
export type { DetailStatesProps } from './detail-states';
