import { Alert, Button, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { SSO_LOGIN_TEXT } from '../config/messages';
import { useSsoLogin } from '../model/use-sso-login';

interface SsoLoginProps {
  /** The partner's ticket from /login/{uuid}. */
  uuid: string;
  onSuccess: () => void;
  /** The normal login, shown under the message when the ticket is refused. */
  fallback: ReactNode;
}

/** Logs in with a partner ticket; if the ticket is refused, says so and offers the normal login. */
export function SsoLogin({ uuid, onSuccess, fallback }: SsoLoginProps) {
  const { status, message, retry } = useSsoLogin(uuid, onSuccess);
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
