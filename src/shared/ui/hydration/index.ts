export { useHydrating } from './use-hydrating';
