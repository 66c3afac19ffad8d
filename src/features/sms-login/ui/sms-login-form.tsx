import { Alert, Button, Field, HStack, Input, Link, Stack, Text, chakra } from '@chakra-ui/react';
import { useUnit } from 'effector-react';
import { useRef, useState, type FormEvent } from 'react';
import { fetchUserInfoFx, smsLoginFx } from '@/entities/session';
import { isApiError } from '@/shared/api';
import { sendSms } from '@/shared/api/generated/endpoints/auth/auth';
import { CODE_RESEND_SECONDS, useCountdown } from '@/shared/lib/form';
import { failureMessage } from '@/shared/lib/error-message';
import { mobileProblem, normalizeMobile } from '@/shared/lib/form';
import { useHydrating } from '@/shared/ui/hydration';
import { SmsCodeInput } from '@/shared/ui/sms-code-input';
import { SMS_LOGIN_TEXT } from '../config/messages';

interface SmsLoginFormProps {
  /** Called once the session holds the token and the user info. */
  onSuccess: () => void;
}

interface FieldErrors {
  mobile?: string;
  code?: string;
  consent?: string;
}

/**
 * The individual login (SPEC §4, §5): mobile number and SMS code. The number is trimmed and
 * checked before a code is sent or a login is tried; the code goes to the server as typed.
 * A rejected attempt keeps everything the user typed and says why under the form.
 */
export function SmsLoginForm({ onSuccess }: SmsLoginFormProps) {
  const hydrating = useHydrating();
  const [mobile, setMobile] = useState('');
  const [code, setCode] = useState('');
  const [agreed, setAgreed] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [codeSent, setCodeSent] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const mobileRef = useRef<HTMLInputElement>(null);
  const codeRef = useRef<HTMLInputElement>(null);
  const consentRef = useRef<HTMLInputElement>(null);
  const countdown = useCountdown();
  const [sending, setSending] = useState(false);
  const [smsLogin, fetchUserInfo] = useUnit([smsLoginFx, fetchUserInfoFx]);

  async function requestCode() {
    const problem = mobileProblem(mobile);
    setErrors((current) => ({ ...current, mobile: problem }));
    if (problem) {
      mobileRef.current?.focus();
      return;
    }
    setServerError(null);
    setSending(true);
    try {
      // Silent: the form shows a failure under itself.
      await sendSms({ mobile: normalizeMobile(mobile) }, { silent: true });
      setCodeSent(true);
      countdown.start(CODE_RESEND_SECONDS);
      codeRef.current?.focus();
    } catch (error) {
      setServerError(failureMessage(error, SMS_LOGIN_TEXT.sendFailed));
    } finally {
      setSending(false);
    }
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const next: FieldErrors = {
      mobile: mobileProblem(mobile),
      code: code === '' ? SMS_LOGIN_TEXT.codeRequired : undefined,
      consent: agreed ? undefined : SMS_LOGIN_TEXT.consentRequired,
    };
    setErrors(next);
    if (next.mobile || next.code || next.consent) {
      (next.mobile ? mobileRef : next.code ? codeRef : consentRef).current?.focus();
      return;
    }
    setSubmitting(true);
    setServerError(null);
    try {
      await smsLogin({ mobile: normalizeMobile(mobile), code });
    } catch (error) {
      setServerError(failureMessage(error, SMS_LOGIN_TEXT.loginFailed));
      setSubmitting(false);
      return;
    }
    try {
      await fetchUserInfo();
    } catch (error) {
      // The session model has already cleared the session; the user can simply try again.
      setServerError(isApiError(error) ? failureMessage(error, SMS_LOGIN_TEXT.userInfoFailed) : SMS_LOGIN_TEXT.userInfoFailed);
      setSubmitting(false);
      return;
    }
    setSubmitting(false);
    onSuccess();
  }

  const waiting = countdown.remaining > 0;

  return (
    // Out of reach in the server's markup until hydrated: text typed before would be lost.
    <form onSubmit={submit} noValidate aria-label="手机号登录" inert={hydrating || undefined}>
      <Stack gap="4">
        <Field.Root invalid={Boolean(errors.mobile)}>
          <Field.Label>手机号</Field.Label>
          <Input
            ref={mobileRef}
            name="mobile"
            type="tel"
            inputMode="numeric"
            autoComplete="tel"
            placeholder="请输入手机号"
            value={mobile}
            onChange={(event) => setMobile(event.target.value)}
          />
          <Field.ErrorText>{errors.mobile}</Field.ErrorText>
        </Field.Root>

        <Field.Root invalid={Boolean(errors.code)}>
          <Field.Label>短信验证码</Field.Label>
          <SmsCodeInput
            ref={codeRef}
            name="code"
            value={code}
            onChange={(event) => setCode(event.target.value)}
            remaining={countdown.remaining}
            sent={codeSent}
            sending={sending}
            onRequest={() => void requestCode()}
          />
          {codeSent && waiting ? <Field.HelperText>{SMS_LOGIN_TEXT.codeSent}</Field.HelperText> : null}
          <Field.ErrorText>{errors.code}</Field.ErrorText>
        </Field.Root>

        <Field.Root invalid={Boolean(errors.consent)}>
          <HStack gap="1" flexWrap="wrap" fontSize="sm">
            {/* A native checkbox: the login page is a first load, and it needs no state machine. */}
            <chakra.label display="inline-flex" alignItems="center" gap="2" cursor="pointer">
              <chakra.input
                type="checkbox"
                ref={consentRef}
                checked={agreed}
                aria-invalid={Boolean(errors.consent) || undefined}
                onChange={(e) => setAgreed(e.target.checked)}
                boxSize="4"
                accentColor="brand.solid"
              />
              我已阅读并同意
            </chakra.label>
            {/* A new tab, so reading the terms does not lose what was typed here. */}
            <Link href="/agreement" target="_blank" rel="noopener" colorPalette="brand">
              《用户协议》
            </Link>
            <Text as="span">和</Text>
            <Link href="/privacy" target="_blank" rel="noopener" colorPalette="brand">
              《隐私政策》
            </Link>
          </HStack>
          <Field.ErrorText>{errors.consent}</Field.ErrorText>
        </Field.Root>

        {serverError ? (
          <Alert.Root status="error" size="sm" role="alert">
            <Alert.Indicator />
            <Alert.Title>{serverError}</Alert.Title>
          </Alert.Root>
        ) : null}

        <Button type="submit" colorPalette="brand" width="full" loading={submitting} loadingText="登录中…">
          登录
        </Button>
      </Stack>
    </form>
  );
}
