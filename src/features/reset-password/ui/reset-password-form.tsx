import { Button, Stack } from '@chakra-ui/react';
import { useUnit } from 'effector-react';
import { resetPasswordFx } from '@/entities/session';
import { ResetPassWordBody } from '@/shared/api/generated/zod/agent/agent.zod';
import { confirmPasswordProblem, passwordProblem, useContractForm } from '@/shared/lib/form';
import { FormError, TextField } from '@/shared/ui/form-field';
import { PasswordRuleList } from '@/shared/ui/password-rule-list';
import { showToast } from '@/shared/ui/toaster';
import { RESET_PASSWORD_TEXT } from '../config/messages';

interface ResetPasswordFormProps {
  /** Called after the server accepted the new password (the session flag is already cleared). */
  onSuccess?: () => void;
  submitText?: string;
}

const EMPTY = { oldPassword: '', newPassword: '', confirmPassword: '' };

/**
 * Changes the logged-in agent's password (PUT /agent/user/resetPassWord through the session's
 * `resetPasswordFx`, which clears the resetPassword flag on success). The current password is
 * always asked for, on the change-password page and in the forced dialog alike.
 */
export function ResetPasswordForm({ onSuccess, submitText = '确认修改' }: ResetPasswordFormProps) {
  const resetPassword = useUnit(resetPasswordFx);
  const { text, form, submit, pending, serverError } = useContractForm({
    schema: ResetPassWordBody,
    labels: { oldPassword: '当前密码', newPassword: '新密码', confirmPassword: '确认新密码' },
    defaultValues: EMPTY,
    toBody: (values) => ({ ...values }),
    // The password rules' own wording (shared with the forgotten-password form) comes before the contract's.
    rules: (values) => ({
      oldPassword: values.oldPassword === '' ? RESET_PASSWORD_TEXT.oldPasswordRequired : undefined,
      newPassword:
        passwordProblem(values.newPassword) ?? (values.newPassword === values.oldPassword ? RESET_PASSWORD_TEXT.samePassword : undefined),
      confirmPassword: confirmPasswordProblem(values.newPassword, values.confirmPassword),
    }),
    failure: RESET_PASSWORD_TEXT.failed,
    onSubmit: async (body) => {
      await resetPassword(body);
      form.reset(EMPTY);
      showToast('success', RESET_PASSWORD_TEXT.success);
      onSuccess?.();
    },
  });

  // No required marks: every field of this short form is needed, and it has always been shown without them.
  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label="修改密码">
      <Stack gap="4">
        <TextField {...text('oldPassword')} required={false} type="password" autoComplete="current-password" placeholder="请输入当前密码" />
        <TextField
          {...text('newPassword')}
          required={false}
          type="password"
          autoComplete="new-password"
          placeholder="请输入新密码"
          helper={<PasswordRuleList password={form.watch('newPassword')} />}
        />
        <TextField
          {...text('confirmPassword')}
          required={false}
          type="password"
          autoComplete="new-password"
          placeholder="请再次输入新密码"
        />
        <FormError message={serverError} />
        <Button type="submit" colorPalette="brand" width="full" loading={pending} loadingText="提交中…">
          {submitText}
        </Button>
      </Stack>
    </form>
  );
}
