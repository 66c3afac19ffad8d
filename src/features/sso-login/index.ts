export { SsoLogin } from './ui/sso-login';
