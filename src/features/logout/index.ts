export { useLogout } from './model/use-logout';
export { startCrossTabLogout, loggedOutElsewhere } from './model/cross-tab';
