import { Alert, Button, Stack } from '@chakra-ui/react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useForgotPass } from '@/shared/api/generated/endpoints/agent/agent';
import { useSendCode } from '@/shared/api/generated/endpoints/auth/auth';
import { ForgotPassBody } from '@/shared/api/generated/zod/agent/agent.zod';
import { failureMessage } from '@/shared/lib/error-message';
import {
  CODE_RESEND_SECONDS,
  confirmPasswordProblem,
  mobileProblem,
  normalizeMobile,
  passwordProblem,
  useContractForm,
  useCountdown,
} from '@/shared/lib/form';
import { FormError, FormField, TextField } from '@/shared/ui/form-field';
import { PasswordRuleList } from '@/shared/ui/password-rule-list';
import { FORGOT_PASSWORD_TEXT } from '../config/messages';
import { SmsCodeInput } from '@/shared/ui/sms-code-input';

interface ForgotPasswordFormProps {
  /** Shown under the success message, e.g. a link to the agent login. */
  successAction?: ReactNode;
}

/**
 * An institution account sets a new password with a code sent to its bound mobile
 * (POST /login/sendCode, then POST /agent/user/forgotPass; neither carries a token).
 */
export function ForgotPasswordForm({ successAction }: ForgotPasswordFormProps) {
  const [sendError, setSendError] = useState<string>();
  const [codeSent, setCodeSent] = useState(false);
  const [done, setDone] = useState(false);
  const doneRef = useRef<HTMLDivElement>(null);
  const countdown = useCountdown();
  // Silent: the form shows a refusal under the field or under itself, once.
  const sendCode = useSendCode({ request: { silent: true } });
  const forgotPass = useForgotPass({ request: { silent: true } });
  const { form, field, text, submit, pending, serverError } = useContractForm({
    schema: ForgotPassBody,
    defaultValues: { mobile: '', code: '', password: '', confirmPassword: '' },
    labels: { mobile: '手机号', code: '短信验证码', password: '新密码', confirmPassword: '确认新密码' },
    toBody: (values) => ({ ...values, mobile: normalizeMobile(values.mobile), code: values.code.trim() }),
    rules: (values) => ({
      mobile: mobileProblem(values.mobile),
      password: passwordProblem(values.password),
      confirmPassword: confirmPasswordProblem(values.password, values.confirmPassword),
    }),
    failure: FORGOT_PASSWORD_TEXT.resetFailed,
    onSubmit: async (body) => {
      await forgotPass.mutateAsync({ data: body });
      setDone(true);
    },
  });
  // The form has never shown required marks: every field is plainly needed.
  const plain = (name: 'mobile' | 'password' | 'confirmPassword') => ({ ...text(name), required: false });

  // The form (and the focused submit button) is gone: the keyboard user lands on the outcome.
  useEffect(() => {
    if (done) doneRef.current?.focus();
  }, [done]);

  async function requestCode() {
    if (!(await form.trigger('mobile'))) {
      form.setFocus('mobile');
      return;
    }
    setSendError(undefined);
    try {
      await sendCode.mutateAsync({ data: { mobile: normalizeMobile(form.getValues('mobile')) } });
      setCodeSent(true);
      countdown.start(CODE_RESEND_SECONDS);
      form.setFocus('code');
    } catch (error) {
      setSendError(failureMessage(error, FORGOT_PASSWORD_TEXT.sendFailed));
    }
  }

  if (done) {
    return (
      <Stack gap="4">
        <Alert.Root status="success" role="status" ref={doneRef} tabIndex={-1} outline="none">
          <Alert.Indicator />
          <Alert.Title>{FORGOT_PASSWORD_TEXT.success}</Alert.Title>
        </Alert.Root>
        {successAction}
      </Stack>
    );
  }

  const waiting = countdown.remaining > 0;

  return (
    <form
      onSubmit={(event) => {
        setSendError(undefined);
        void submit(event);
      }}
      noValidate
      aria-label="找回密码"
    >
      <Stack gap="4">
        <TextField {...plain('mobile')} type="tel" inputMode="numeric" autoComplete="tel" placeholder="机构账号绑定的手机号" />

        <FormField {...field('code')} required={false} helper={codeSent && waiting ? FORGOT_PASSWORD_TEXT.codeSent : undefined}>
          <SmsCodeInput
            {...form.register('code')}
            remaining={countdown.remaining}
            sent={codeSent}
            sending={sendCode.isPending}
            onRequest={() => void requestCode()}
          />
        </FormField>

        <TextField
          {...plain('password')}
          type="password"
          autoComplete="new-password"
          placeholder="请输入新密码"
          helper={<PasswordRuleList password={form.watch('password')} />}
        />
        <TextField {...plain('confirmPassword')} type="password" autoComplete="new-password" placeholder="请再次输入新密码" />

        <FormError message={serverError ?? sendError} />

        <Button type="submit" colorPalette="brand" width="full" loading={pending} loadingText="提交中…">
          重置密码
        </Button>
      </Stack>
    </form>
  );
}
