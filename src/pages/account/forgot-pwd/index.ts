export { ForgotPwdPage } from './ui/forgot-pwd-page';
