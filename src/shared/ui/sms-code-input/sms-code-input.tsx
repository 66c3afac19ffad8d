import { Button, HStack, Input, type InputProps } from '@chakra-ui/react';
import type { Ref } from 'react';

export interface SmsCodeInputProps extends Omit<InputProps, 'ref'> {
  ref?: Ref<HTMLInputElement>;
  /** Seconds until a new code may be asked for (`useCountdown().remaining`); 0 when it may. */
  remaining: number;
  /** A code was sent once already: the button then says 重新获取. */
  sent: boolean;
  /** The request for a code is on its way (发送中). */
  sending: boolean;
  onRequest: () => void;
}

/**
 * The SMS code box with its button, as every form that asks for a code draws it (login, forgot
 * password, changing the mobile number): 获取验证码, 发送中 while sending, N 秒后重发 while the
 * countdown runs, then 重新获取. The input's props (name, value, a form library's register) pass through.
 */
export function SmsCodeInput({ ref, remaining, sent, sending, onRequest, ...input }: SmsCodeInputProps) {
  const waiting = remaining > 0;
  return (
    <HStack gap="2" width="full" align="stretch">
      <Input ref={ref} inputMode="numeric" autoComplete="one-time-code" placeholder="请输入验证码" flex="1" minW="0" {...input} />
      <Button
        type="button"
        variant="outline"
        flexShrink={0}
        minW="7.5em"
        onClick={onRequest}
        loading={sending}
        loadingText="发送中"
        disabled={waiting}
      >
        {waiting ? `${remaining} 秒后重发` : sent ? '重新获取' : '获取验证码'}
      </Button>
    </HStack>
  );
}
