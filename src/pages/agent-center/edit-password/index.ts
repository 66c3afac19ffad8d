export { EditPasswordPage } from './ui/edit-password-page';
