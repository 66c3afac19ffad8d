import { Alert, Button, Field, HStack, Input, Stack } from '@chakra-ui/react';
import { useUnit } from 'effector-react';
import { useRef, useState, type FormEvent } from 'react';
import { agentLoginFx, fetchUserInfoFx } from '@/entities/session';
import { isApiError } from '@/shared/api';
import { useGetCaptchaImage } from '@/shared/api/generated/endpoints/auth/auth';
import { failureMessage } from '@/shared/lib/error-message';
import { AGENT_LOGIN_TEXT } from '../config/messages';
import { captchaSrc } from '../lib/captcha-src';
import { CaptchaImage } from './captcha-image';
import { useHydrating } from '@/shared/ui/hydration';
import { PasswordInput } from '@/shared/ui/password-input';

interface AgentLoginFormProps {
  /** Called once the session holds the token and the user info. */
  onSuccess: () => void;
}

interface FieldErrors {
  username?: string;
  password?: string;
  code?: string;
}

/**
 * The institution login (SPEC §4, §7): account, password and captcha. A captcha is used once:
 * after every failed attempt a new one is fetched and the answer field is emptied; the account
 * and password stay as typed.
 */
export function AgentLoginForm({ onSuccess }: AgentLoginFormProps) {
  const hydrating = useHydrating();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const usernameRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const codeRef = useRef<HTMLInputElement>(null);
  const [agentLogin, fetchUserInfo] = useUnit([agentLoginFx, fetchUserInfoFx]);
  // A captcha is single-use: never served from the cache, never refetched behind the user's back.
  const captcha = useGetCaptchaImage({
    query: { staleTime: Infinity, gcTime: 0, retry: false, refetchOnWindowFocus: false, refetchOnReconnect: false },
  });
  const captchaData = captcha.data?.data;
  const captchaEnabled = captchaData?.captchaEnabled !== false;

  function refreshCaptcha() {
    setCode('');
    void captcha.refetch();
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const next: FieldErrors = {
      username: username.trim() === '' ? AGENT_LOGIN_TEXT.usernameRequired : undefined,
      password: password === '' ? AGENT_LOGIN_TEXT.passwordRequired : undefined,
      code: captchaEnabled && code.trim() === '' ? AGENT_LOGIN_TEXT.captchaRequired : undefined,
    };
    setErrors(next);
    if (next.username || next.password || next.code) {
      (next.username ? usernameRef : next.password ? passwordRef : codeRef).current?.focus();
      return;
    }
    setSubmitting(true);
    setServerError(null);
    try {
      await agentLogin({
        username: username.trim(),
        password,
        code: captchaEnabled ? code.trim() : '',
        uuid: captchaData?.uuid ?? '',
      });
    } catch (error) {
      setServerError(failureMessage(error, AGENT_LOGIN_TEXT.loginFailed));
      setSubmitting(false);
      refreshCaptcha();
      codeRef.current?.focus();
      return;
    }
    try {
      await fetchUserInfo();
    } catch (error) {
      setServerError(isApiError(error) ? failureMessage(error, AGENT_LOGIN_TEXT.userInfoFailed) : AGENT_LOGIN_TEXT.userInfoFailed);
      setSubmitting(false);
      refreshCaptcha();
      return;
    }
    setSubmitting(false);
    onSuccess();
  }

  return (
    // Out of reach in the server's markup until hydrated: text typed before would be lost.
    <form onSubmit={submit} noValidate aria-label="机构账号登录" inert={hydrating || undefined}>
      <Stack gap="4">
        <Field.Root invalid={Boolean(errors.username)}>
          <Field.Label>账号</Field.Label>
          <Input
            ref={usernameRef}
            name="username"
            autoComplete="username"
            placeholder="请输入机构账号"
            value={username}
            onChange={(event) => setUsername(event.target.value)}
          />
          <Field.ErrorText>{errors.username}</Field.ErrorText>
        </Field.Root>

        <Field.Root invalid={Boolean(errors.password)}>
          <Field.Label>密码</Field.Label>
          <PasswordInput
            ref={passwordRef}
            name="password"
            autoComplete="current-password"
            placeholder="请输入密码"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
          <Field.ErrorText>{errors.password}</Field.ErrorText>
        </Field.Root>

        {captchaEnabled ? (
          <Field.Root invalid={Boolean(errors.code)}>
            <Field.Label>图形验证码</Field.Label>
            <HStack gap="2" width="full" align="stretch">
              <Input
                ref={codeRef}
                name="code"
                autoComplete="off"
                autoCapitalize="off"
                spellCheck={false}
                placeholder="请输入右侧字符"
                flex="1"
                minW="0"
                value={code}
                onChange={(event) => setCode(event.target.value)}
              />
              <CaptchaImage
                src={captchaSrc(captchaData?.img)}
                loading={captcha.isFetching}
                failed={captcha.isError}
                onRefresh={refreshCaptcha}
              />
            </HStack>
            {captcha.isError ? <Field.HelperText>{AGENT_LOGIN_TEXT.captchaUnavailable}</Field.HelperText> : null}
            <Field.ErrorText>{errors.code}</Field.ErrorText>
          </Field.Root>
        ) : null}

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
