import { Text } from '@chakra-ui/react';
import { useUnit } from 'effector-react';
import { useState } from 'react';
import { $mobile, fetchUserInfoFx } from '@/entities/session';
import { notify } from '@/shared/api';
import { sendSms } from '@/shared/api/generated/endpoints/auth/auth';
import { useChangeMyMobile } from '@/shared/api/generated/endpoints/center/center';
import { ChangeMyMobileBody } from '@/shared/api/generated/zod/center/center.zod';
import { failureMessage } from '@/shared/lib/error-message';
import { CODE_RESEND_SECONDS, maskMobile, mobileProblem, normalizeMobile, useContractForm, useCountdown } from '@/shared/lib/form';
import { FormCard, FormField, TextField } from '@/shared/ui/form-field';
import { SET_CENTER_TEXT as T } from '../config/texts';
import { SmsCodeInput } from '@/shared/ui/sms-code-input';

/**
 * A new mobile number (changeMyMobile): the code goes to the new number through the login's SMS
 * call (sendSms), with the 60-second wait before another; the number is trimmed and checked first.
 */
export function MobileForm() {
  const [currentMobile, refreshUserInfo] = useUnit([$mobile, fetchUserInfoFx]);
  const change = useChangeMyMobile({ request: { silent: true } });
  const countdown = useCountdown();
  const [sending, setSending] = useState(false);
  const [codeSent, setCodeSent] = useState(false);
  // A code request replaces the message of the last submit (none when it went out), and a submit that of the last request.
  const [sendResult, setSendResult] = useState<{ error?: string }>();
  const newMobileProblem = (mobile: string) =>
    mobileProblem(mobile) ?? (normalizeMobile(mobile) === currentMobile ? T.mobileSame : undefined);
  // The contract's body asks for the code: 请输入短信验证码.
  const { text, form, submit, pending, serverError } = useContractForm({
    schema: ChangeMyMobileBody,
    labels: { mobile: T.newMobile, code: T.code },
    defaultValues: { mobile: '', code: '' },
    toBody: (values) => ({ mobile: normalizeMobile(values.mobile), code: values.code }),
    rules: (values) => ({ mobile: newMobileProblem(values.mobile) }),
    failure: T.changeFailed,
    onSubmit: async (body) => {
      await change.mutateAsync({ data: body });
      notify('success', T.mobileChanged(maskMobile(body.mobile)));
      form.reset();
      setCodeSent(false);
      await refreshUserInfo().catch(() => undefined);
    },
  });

  async function requestCode() {
    const mobile = form.getValues('mobile');
    const problem = newMobileProblem(mobile);
    if (problem) {
      form.setError('mobile', { message: problem }, { shouldFocus: true });
      return;
    }
    form.clearErrors('mobile');
    setSendResult({});
    setSending(true);
    try {
      await sendSms({ mobile: normalizeMobile(mobile) }, { silent: true });
      setCodeSent(true);
      countdown.start(CODE_RESEND_SECONDS);
      form.setFocus('code');
    } catch (failure) {
      setSendResult({ error: failureMessage(failure, T.sendFailed) });
    } finally {
      setSending(false);
    }
  }

  const waiting = countdown.remaining > 0;
  const { label, required, error, ...code } = text('code');
  return (
    <FormCard
      title={T.mobileTitle}
      onSubmit={(event) => {
        setSendResult(undefined);
        void submit(event);
      }}
      error={sendResult ? sendResult.error : serverError}
      submit={{ label: T.changeMobile, pendingLabel: T.changing, pending }}
      maxW="md"
    >
      <Text>
        <Text as="span" color="fg.muted">
          {T.currentMobile}：
        </Text>
        {currentMobile ? maskMobile(currentMobile) : '—'}
      </Text>
      <TextField {...text('mobile')} type="tel" inputMode="numeric" autoComplete="tel" placeholder={T.newMobilePlaceholder} />
      <FormField label={label} required={required} error={error} helper={codeSent && waiting ? T.codeSent : undefined}>
        <SmsCodeInput {...code} remaining={countdown.remaining} sent={codeSent} sending={sending} onRequest={() => void requestCode()} />
      </FormField>
    </FormCard>
  );
}
