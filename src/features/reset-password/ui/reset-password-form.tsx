import { Alert, Button, Field, Stack } from '@chakra-ui/react';
import { useUnit } from 'effector-react';
import { useRef, useState, type FormEvent } from 'react';
import { resetPasswordFx } from '@/entities/session';
import { failureMessage } from '@/shared/lib/error-message';
import { confirmPasswordProblem, passwordProblem } from '@/shared/lib/form';
import { PasswordRuleList } from '@/shared/ui/password-rule-list';
import { showToast } from '@/shared/ui/toaster';
import { RESET_PASSWORD_TEXT } from '../config/messages';
import { PasswordInput } from '@/shared/ui/password-input';

interface ResetPasswordFormProps {
  /** Called after the server accepted the new password (the session flag is already cleared). */
  onSuccess?: () => void;
  submitText?: string;
}

interface FieldErrors {
  oldPassword?: string;
  newPassword?: string;
  confirmPassword?: string;
}

type FieldName = keyof FieldErrors;
const FIELD_ORDER: FieldName[] = ['oldPassword', 'newPassword', 'confirmPassword'];
const EMPTY = { oldPassword: '', newPassword: '', confirmPassword: '' };

/**
 * Changes the logged-in agent's password (PUT /agent/user/resetPassWord through the session's
 * `resetPasswordFx`, which clears the resetPassword flag on success). The current password is
 * always asked for, on the change-password page and in the forced dialog alike.
 */
export function ResetPasswordForm({ onSuccess, submitText = '确认修改' }: ResetPasswordFormProps) {
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const oldPasswordRef = useRef<HTMLInputElement>(null);
  const newPasswordRef = useRef<HTMLInputElement>(null);
  const confirmPasswordRef = useRef<HTMLInputElement>(null);
  const resetPassword = useUnit(resetPasswordFx);

  const set = (name: FieldName) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [name]: event.target.value }));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const next: FieldErrors = {
      oldPassword: values.oldPassword === '' ? RESET_PASSWORD_TEXT.oldPasswordRequired : undefined,
      newPassword:
        passwordProblem(values.newPassword) ?? (values.newPassword === values.oldPassword ? RESET_PASSWORD_TEXT.samePassword : undefined),
      confirmPassword: confirmPasswordProblem(values.newPassword, values.confirmPassword),
    };
    setErrors(next);
    const firstInvalid = FIELD_ORDER.find((name) => next[name]);
    if (firstInvalid) {
      const inputs = { oldPassword: oldPasswordRef, newPassword: newPasswordRef, confirmPassword: confirmPasswordRef };
      inputs[firstInvalid].current?.focus();
      return;
    }
    setSubmitting(true);
    setServerError(null);
    try {
      await resetPassword({ ...values });
    } catch (error) {
      setServerError(failureMessage(error, RESET_PASSWORD_TEXT.failed));
      setSubmitting(false);
      return;
    }
    setSubmitting(false);
    setValues(EMPTY);
    showToast('success', RESET_PASSWORD_TEXT.success);
    onSuccess?.();
  }

  return (
    <form onSubmit={submit} noValidate aria-label="修改密码">
      <Stack gap="4">
        <Field.Root invalid={Boolean(errors.oldPassword)}>
          <Field.Label>当前密码</Field.Label>
          <PasswordInput
            ref={oldPasswordRef}
            name="oldPassword"
            autoComplete="current-password"
            placeholder="请输入当前密码"
            value={values.oldPassword}
            onChange={set('oldPassword')}
          />
          <Field.ErrorText>{errors.oldPassword}</Field.ErrorText>
        </Field.Root>

        <Field.Root invalid={Boolean(errors.newPassword)}>
          <Field.Label>新密码</Field.Label>
          <PasswordInput
            ref={newPasswordRef}
            name="newPassword"
            autoComplete="new-password"
            placeholder="请输入新密码"
            value={values.newPassword}
            onChange={set('newPassword')}
          />
          <Field.HelperText>
            <PasswordRuleList password={values.newPassword} />
          </Field.HelperText>
          <Field.ErrorText>{errors.newPassword}</Field.ErrorText>
        </Field.Root>

        <Field.Root invalid={Boolean(errors.confirmPassword)}>
          <Field.Label>确认新密码</Field.Label>
          <PasswordInput
            ref={confirmPasswordRef}
            name="confirmPassword"
            autoComplete="new-password"
            placeholder="请再次输入新密码"
            value={values.confirmPassword}
            onChange={set('confirmPassword')}
          />
          <Field.ErrorText>{errors.confirmPassword}</Field.ErrorText>
        </Field.Root>

        {serverError ? (
          <Alert.Root status="error" size="sm" role="alert">
            <Alert.Indicator />
            <Alert.Title>{serverError}</Alert.Title>
          </Alert.Root>
        ) : null}

        <Button type="submit" colorPalette="brand" width="full" loading={submitting} loadingText="提交中…">
          {submitText}
        </Button>
      </Stack>
    </form>
  );
}
