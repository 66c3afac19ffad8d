import { Alert, Button, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { joinPresent } from '@/shared/lib/format';
import { useUnit } from 'effector-react';
import type { ReactNode } from 'react';
import { $mobile, $nickName, logoutFx } from '@/entities/session';
import { SSO_LOGIN_TEXT } from '../config/messages';
import { useSsoLogin } from '../model/use-sso-login';

/** `138****8000`: enough for the owner to know the number, not for anyone looking on. */
function maskedMobile(mobile: string): string {
  return /^1\d{10}$/.test(mobile) ? `${mobile.slice(0, 3)}****${mobile.slice(7)}` : '';
}

/** Whose account the ticket logged in, and the two ways on: 继续, or 退出登录 (the app then goes home). */
function LoggedInAs({ onGoOn }: { onGoOn: () => void }) {
  const [nickName, mobile, logout, loggingOut] = useUnit([$nickName, $mobile, logoutFx, logoutFx.pending]);
  const parts = joinPresent([nickName && `「${nickName}」`, maskedMobile(mobile) && `（手机号 ${maskedMobile(mobile)}）`], '');
  return (
    <Stack gap="4">
      <Alert.Root status="info" role="status">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{SSO_LOGIN_TEXT.loggedInAs(parts)}</Alert.Title>
          <Alert.Description>{SSO_LOGIN_TEXT.checkAccount}</Alert.Description>
        </Alert.Content>
      </Alert.Root>
      <HStack gap="3" justify="flex-end">
        <Button variant="outline" loading={loggingOut} onClick={() => void logout().catch(() => undefined)}>
          {SSO_LOGIN_TEXT.logOut}
        </Button>
        <Button colorPalette="brand" onClick={onGoOn} disabled={loggingOut}>
          {SSO_LOGIN_TEXT.goOn}
        </Button>
      </HStack>
    </Stack>
  );
}

interface SsoLoginProps {
  /** The partner's ticket from /login/{uuid}. */
  uuid: string;
  onSuccess: () => void;
  /** The normal login, shown under the message when the ticket is refused. */
  fallback: ReactNode;
}

/**
 * Logs in with a partner ticket, then names the account it logged in and waits for 继续 or 退出登录;
 * if the ticket is refused, says so and offers the normal login.
 */
export function SsoLogin({ uuid, onSuccess, fallback }: SsoLoginProps) {
  const { status, message, retry, goOn } = useSsoLogin(uuid, onSuccess);
  if (status === 'loggedIn') return <LoggedInAs onGoOn={goOn} />;
  if (status === 'unreachable') {
    return (
      <Stack gap="5">
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{SSO_LOGIN_TEXT.unreachable}</Alert.Title>
            {message && <Alert.Description>{message}</Alert.Description>}
          </Alert.Content>
          <Button size="sm" variant="outline" alignSelf="center" onClick={retry}>
            重试
          </Button>
        </Alert.Root>
        {fallback}
      </Stack>
    );
  }
  if (status === 'failed') {
    return (
      <Stack gap="5">
        <Alert.Root status="warning" role="alert">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{SSO_LOGIN_TEXT.failed}</Alert.Title>
            {message && <Alert.Description>{message}</Alert.Description>}
          </Alert.Content>
          {/* A refusal may still be a passing fault (a 500 means both): asking again costs nothing. */}
          <Button size="sm" variant="outline" alignSelf="center" onClick={retry}>
            重试
          </Button>
        </Alert.Root>
        {fallback}
      </Stack>
    );
  }
  return (
    <HStack role="status" gap="3" py="6" justify="center">
      <Spinner size="sm" color="brand.solid" />
      <Text color="fg.muted">{status === 'done' ? SSO_LOGIN_TEXT.done : SSO_LOGIN_TEXT.pending}</Text>
    </HStack>
  );
}
