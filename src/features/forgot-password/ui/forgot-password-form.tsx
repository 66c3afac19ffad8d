import { Alert, Button, Field, HStack, Input, Stack } from '@chakra-ui/react';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useForgotPass } from '@/shared/api/generated/endpoints/agent/agent';
import { useSendCode } from '@/shared/api/generated/endpoints/auth/auth';
import { CODE_RESEND_SECONDS, useCountdown } from '@/shared/lib/form';
import { failureMessage } from '@/shared/lib/error-message';
import { mobileProblem, normalizeMobile } from '@/shared/lib/form';
import { confirmPasswordProblem, passwordProblem } from '@/shared/lib/form';
import { PasswordRuleList } from '@/shared/ui/password-rule-list';
import { FORGOT_PASSWORD_TEXT } from '../config/messages';
import { PasswordInput } from '@/shared/ui/password-input';

interface ForgotPasswordFormProps {
  /** Shown under the success message, e.g. a link to the agent login. */
  successAction?: ReactNode;
}

interface FieldErrors {
  mobile?: string;
  code?: string;
  password?: string;
  confirmPassword?: string;
}

type FieldName = keyof FieldErrors;
const FIELD_ORDER: FieldName[] = ['mobile', 'code', 'password', 'confirmPassword'];

/**
 * An institution account sets a new password with a code sent to its bound mobile
 * (POST /login/sendCode, then POST /agent/user/forgotPass; neither carries a token).
 */
export function ForgotPasswordForm({ successAction }: ForgotPasswordFormProps) {
  const [values, setValues] = useState({ mobile: '', code: '', password: '', confirmPassword: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [codeSent, setCodeSent] = useState(false);
  const [done, setDone] = useState(false);
  const mobileRef = useRef<HTMLInputElement>(null);
  const codeRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const confirmPasswordRef = useRef<HTMLInputElement>(null);
  const doneRef = useRef<HTMLDivElement>(null);
  const countdown = useCountdown();
  const sendCode = useSendCode();
  const forgotPass = useForgotPass();

  // The form (and the focused submit button) is gone: the keyboard user lands on the outcome.
  useEffect(() => {
    if (done) doneRef.current?.focus();
  }, [done]);

  const set = (name: FieldName) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [name]: event.target.value }));

  async function requestCode() {
    const problem = mobileProblem(values.mobile);
    setErrors((current) => ({ ...current, mobile: problem }));
    if (problem) {
      mobileRef.current?.focus();
      return;
    }
    setServerError(null);
    try {
      await sendCode.mutateAsync({ data: { mobile: normalizeMobile(values.mobile) } });
      setCodeSent(true);
      countdown.start(CODE_RESEND_SECONDS);
      codeRef.current?.focus();
    } catch (error) {
      setServerError(failureMessage(error, FORGOT_PASSWORD_TEXT.sendFailed));
    }
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (forgotPass.isPending) return;
    const next: FieldErrors = {
      mobile: mobileProblem(values.mobile),
      code: values.code.trim() === '' ? FORGOT_PASSWORD_TEXT.codeRequired : undefined,
      password: passwordProblem(values.password),
      confirmPassword: confirmPasswordProblem(values.password, values.confirmPassword),
    };
    setErrors(next);
    const firstInvalid = FIELD_ORDER.find((name) => next[name]);
    if (firstInvalid) {
      const inputs = { mobile: mobileRef, code: codeRef, password: passwordRef, confirmPassword: confirmPasswordRef };
      inputs[firstInvalid].current?.focus();
      return;
    }
    setServerError(null);
    try {
      await forgotPass.mutateAsync({
        data: {
          mobile: normalizeMobile(values.mobile),
          code: values.code.trim(),
          password: values.password,
          confirmPassword: values.confirmPassword,
        },
      });
      setDone(true);
    } catch (error) {
      setServerError(failureMessage(error, FORGOT_PASSWORD_TEXT.resetFailed));
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
  const codeButtonText = waiting ? `${countdown.remaining} 秒后重发` : codeSent ? '重新获取' : '获取验证码';

  return (
    <form onSubmit={submit} noValidate aria-label="找回密码">
      <Stack gap="4">
        <Field.Root invalid={Boolean(errors.mobile)}>
          <Field.Label>手机号</Field.Label>
          <Input
            ref={mobileRef}
            name="mobile"
            type="tel"
            inputMode="numeric"
            autoComplete="tel"
            placeholder="机构账号绑定的手机号"
            value={values.mobile}
            onChange={set('mobile')}
          />
          <Field.ErrorText>{errors.mobile}</Field.ErrorText>
        </Field.Root>

        <Field.Root invalid={Boolean(errors.code)}>
          <Field.Label>短信验证码</Field.Label>
          <HStack gap="2" width="full" align="stretch">
            <Input
              ref={codeRef}
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              placeholder="请输入验证码"
              flex="1"
              minW="0"
              value={values.code}
              onChange={set('code')}
            />
            <Button
              type="button"
              variant="outline"
              flexShrink={0}
              minW="7.5em"
              onClick={() => void requestCode()}
              loading={sendCode.isPending}
              loadingText="发送中"
              disabled={waiting}
            >
              {codeButtonText}
            </Button>
          </HStack>
          {codeSent && waiting ? <Field.HelperText>{FORGOT_PASSWORD_TEXT.codeSent}</Field.HelperText> : null}
          <Field.ErrorText>{errors.code}</Field.ErrorText>
        </Field.Root>

        <Field.Root invalid={Boolean(errors.password)}>
          <Field.Label>新密码</Field.Label>
          <PasswordInput
            ref={passwordRef}
            name="password"
            autoComplete="new-password"
            placeholder="请输入新密码"
            value={values.password}
            onChange={set('password')}
          />
          <Field.HelperText>
            <PasswordRuleList password={values.password} />
          </Field.HelperText>
          <Field.ErrorText>{errors.password}</Field.ErrorText>
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

        <Button type="submit" colorPalette="brand" width="full" loading={forgotPass.isPending} loadingText="提交中…">
          重置密码
        </Button>
      </Stack>
    </form>
  );
}
