import { Container } from '@chakra-ui/react';
import { useRouter } from '@tanstack/react-router';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { ErrorState } from '@/shared/ui/error-state';

/** A route that threw shows the reason and a retry that reloads the route's data. */
export function RouteError({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  const message = error instanceof Error && error.message ? error.message : '页面出现了意外错误';
  return (
    <Container maxW="3xl" py="16">
      <ErrorState
        title="页面加载失败"
        message={message}
        onRetry={() => {
          reset();
          void router.invalidate();
        }}
      />
    </Container>
  );
}
