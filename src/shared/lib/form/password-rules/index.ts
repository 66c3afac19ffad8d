export {
  PASSWORD_MIN_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_RULES,
  PASSWORD_MISMATCH_MESSAGE,
  PASSWORD_REQUIRED_MESSAGE,
  PASSWORD_CONFIRM_REQUIRED_MESSAGE,
  passwordProblem,
  confirmPasswordProblem,
} from './password-rules';
export type { PasswordRule } from './password-rules';
