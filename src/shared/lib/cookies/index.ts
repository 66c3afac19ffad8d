export { readCookie, writeCookie, removeCookie } from './cookies';
