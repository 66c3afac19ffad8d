export { useLogout } from './model/use-logout';
export { startCrossTabLogout, loggedOutElsewhere, accountSwitchedElsewhere } from './model/cross-tab';
