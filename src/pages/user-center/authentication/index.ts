export { AuthenticationPage } from './ui/authentication-page';
