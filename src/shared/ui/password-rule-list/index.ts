export { PasswordRuleList } from './password-rule-list';
