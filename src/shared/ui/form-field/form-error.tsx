import { Alert } from '@chakra-ui/react';

/** The server's refusal under a form, read out at once; nothing while there is none. */
export function FormError({ message }: { message?: string }) {
  if (!message) return null;
  return (
    <Alert.Root status="error" role="alert">
      <Alert.Indicator />
      <Alert.Title>{message}</Alert.Title>
    </Alert.Root>
  );
}
