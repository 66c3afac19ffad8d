// The toast machine's chunk, in a module of its own so tests can make its import fail.
export const loadToaster = () => import('./toaster');
