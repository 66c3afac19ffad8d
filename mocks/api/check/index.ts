/** What the other tags use of tag `check`: the check types and their prices. */
export { checkConfigsOfType } from './configs';
