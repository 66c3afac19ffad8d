export { ResetPasswordForm } from './ui/reset-password-form';
export { ResetPasswordDialog } from './ui/reset-password-dialog';
