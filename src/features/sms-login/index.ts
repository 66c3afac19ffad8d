export { SmsLoginForm } from './ui/sms-login-form';
