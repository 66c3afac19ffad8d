export { SmsCodeInput } from './sms-code-input';
export type { SmsCodeInputProps } from './sms-code-input';
