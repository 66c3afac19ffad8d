export { getToken, setToken, removeToken, readCookie, writeCookie, removeCookie } from './cookies';
