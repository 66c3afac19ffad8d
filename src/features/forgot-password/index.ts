export { ForgotPasswordForm } from './ui/forgot-password-form';
