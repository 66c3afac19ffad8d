export { ScholarAuthenticationPage } from './ui/scholar-authentication-page';
