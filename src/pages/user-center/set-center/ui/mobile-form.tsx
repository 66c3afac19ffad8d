import { Alert, Button, Card, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useUnit } from 'effector-react';
import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { $mobile, fetchUserInfoFx } from '@/entities/session';
import { notify } from '@/shared/api';
import { sendSms } from '@/shared/api/generated/endpoints/auth/auth';
import { useChangeMyMobile } from '@/shared/api/generated/endpoints/center/center';
import { failureMessage } from '@/shared/lib/error-message';
import { CODE_RESEND_SECONDS, maskMobile, mobileProblem, normalizeMobile, useCountdown } from '@/shared/lib/form';
import { SET_CENTER_TEXT as T } from '../config/texts';

interface FieldErrors {
  mobile?: string;
  code?: string;
}

/**
 * A new mobile number (changeMyMobile): the code goes to the new number through the login's SMS
 * call (sendSms), with the 60-second wait before another; the number is trimmed and checked first.
 */
export function MobileForm() {
  const [currentMobile, refreshUserInfo] = useUnit([$mobile, fetchUserInfoFx]);
  const change = useChangeMyMobile({ request: { silent: true } });
  const countdown = useCountdown();
  const [mobile, setMobile] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [serverError, setServerError] = useState<string>();
  const [sending, setSending] = useState(false);
  const [codeSent, setCodeSent] = useState(false);
  const mobileRef = useRef<HTMLInputElement>(null);
  const codeRef = useRef<HTMLInputElement>(null);

  function newMobileProblem(): string | undefined {
    return mobileProblem(mobile) ?? (normalizeMobile(mobile) === currentMobile ? T.mobileSame : undefined);
  }

  async function requestCode() {
    const problem = newMobileProblem();
    setErrors((current) => ({ ...current, mobile: problem }));
    if (problem) {
      mobileRef.current?.focus();
      return;
    }
    setServerError(undefined);
    setSending(true);
    try {
      await sendSms({ mobile: normalizeMobile(mobile) }, { silent: true });
      setCodeSent(true);
      countdown.start(CODE_RESEND_SECONDS);
      codeRef.current?.focus();
    } catch (failure) {
      setServerError(failureMessage(failure, T.sendFailed));
    } finally {
      setSending(false);
    }
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (change.isPending) return;
    const next: FieldErrors = { mobile: newMobileProblem(), code: code.trim() === '' ? T.codeRequired : undefined };
    setErrors(next);
    setServerError(undefined);
    if (next.mobile || next.code) {
      (next.mobile ? mobileRef : codeRef).current?.focus();
      return;
    }
    const target = normalizeMobile(mobile);
    try {
      await change.mutateAsync({ data: { mobile: target, code } });
      notify('success', T.mobileChanged(maskMobile(target)));
      setMobile('');
      setCode('');
      setCodeSent(false);
      await refreshUserInfo().catch(() => undefined);
    } catch (failure) {
      setServerError(failureMessage(failure, T.changeFailed));
    }
  }

  const waiting = countdown.remaining > 0;
  return (
    <Card.Root variant="outline">
      <Card.Header>
        <Card.Title as="h2">{T.mobileTitle}</Card.Title>
      </Card.Header>
      <Card.Body>
        <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label={T.mobileTitle}>
          <Stack gap="5" maxW="md">
            <Text>
              <Text as="span" color="fg.muted">
                {T.currentMobile}：
              </Text>
              {currentMobile ? maskMobile(currentMobile) : '—'}
            </Text>
            <Field.Root required invalid={Boolean(errors.mobile)}>
              <Field.Label>
                {T.newMobile}
                <Field.RequiredIndicator />
              </Field.Label>
              <Input
                ref={mobileRef}
                name="mobile"
                type="tel"
                inputMode="numeric"
                autoComplete="tel"
                placeholder={T.newMobilePlaceholder}
                value={mobile}
                onChange={(event) => {
                  setMobile(event.target.value);
                  setErrors((current) => ({ ...current, mobile: undefined }));
                }}
              />
              <Field.ErrorText>{errors.mobile}</Field.ErrorText>
            </Field.Root>
            <Field.Root required invalid={Boolean(errors.code)}>
              <Field.Label>
                {T.code}
                <Field.RequiredIndicator />
              </Field.Label>
              <HStack gap="2" width="full" align="stretch">
                <Input
                  ref={codeRef}
                  name="code"
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  placeholder={T.codePlaceholder}
                  flex="1"
                  minW="0"
                  value={code}
                  onChange={(event) => {
                    setCode(event.target.value);
                    setErrors((current) => ({ ...current, code: undefined }));
                  }}
                />
                <Button
                  type="button"
                  variant="outline"
                  flexShrink={0}
                  minW="7.5em"
                  onClick={() => void requestCode()}
                  loading={sending}
                  loadingText={T.sending}
                  disabled={waiting}
                >
                  {waiting ? T.waiting(countdown.remaining) : codeSent ? T.resend : T.getCode}
                </Button>
              </HStack>
              {codeSent && waiting ? <Field.HelperText>{T.codeSent}</Field.HelperText> : null}
              <Field.ErrorText>{errors.code}</Field.ErrorText>
            </Field.Root>
            {serverError && (
              <Alert.Root status="error" role="alert">
                <Alert.Indicator />
                <Alert.Title>{serverError}</Alert.Title>
              </Alert.Root>
            )}
            <Button
              type="submit"
              colorPalette="brand"
              alignSelf={{ base: 'stretch', sm: 'flex-start' }}
              minW="32"
              loading={change.isPending}
              loadingText={T.changing}
            >
              {T.changeMobile}
            </Button>
          </Stack>
        </form>
      </Card.Body>
    </Card.Root>
  );
}
