import { Container, HStack } from '@chakra-ui/react';
import { useRouter, useRouterState } from '@tanstack/react-router';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { useCallback, useState } from 'react';
import { isApiError } from '@/shared/api';
import { CHUNK_FAILED_TEXT } from '@/shared/ui/error-boundary';
import { ErrorState } from '@/shared/ui/error-state';
import { useOnline, useRetryWhenBackOnline } from '@/shared/ui/offline-banner';
import { ButtonLink } from '@/shared/ui/button-link';

export const ROUTE_ERROR_TEXT = {
  title: '页面加载失败',
  unexpected: '页面出现了意外错误，请稍后重试',
  offlineRetry: '网络已断开，恢复后将自动重新加载',
} as const;

/** What the host (route-error-host.tsx) found out: `chunk` when a piece of code could not be fetched. */
export interface RouteErrorProps extends ErrorComponentProps {
  chunk: boolean;
}

/**
 * A route that failed, in Chinese only: the API's message (already Chinese), the chunk message,
 * or a plain sentence; an exception's own text (English, technical) is never shown. Retry
 * really retries: the router loads the route again, which imports a failed route chunk again.
 */
export function RouteError({ error, reset, chunk }: RouteErrorProps) {
  const router = useRouter();
  const online = useOnline();
  const [retrying, setRetrying] = useState(false);
  const atHome = useRouterState({ select: (state) => state.location.pathname === '/' });

  const retry = useCallback(() => {
    setRetrying(true);
    void router.invalidate().finally(() => {
      setRetrying(false);
      reset();
    });
  }, [router, reset]);

  // Back online, a page whose code could not be fetched tries again by itself.
  useRetryWhenBackOnline(retry, chunk);

  let message: string | undefined = ROUTE_ERROR_TEXT.unexpected;
  if (chunk) message = online ? undefined : ROUTE_ERROR_TEXT.offlineRetry;
  else if (isApiError(error) && error.level !== 'silent') message = error.message;

  return (
    <Container maxW="3xl" py="16">
      <ErrorState
        title={chunk ? CHUNK_FAILED_TEXT : ROUTE_ERROR_TEXT.title}
        message={message}
        onRetry={retry}
        retryText={chunk ? '重新加载' : '重试'}
        retrying={retrying}
      />
      {/* A way on when this page cannot be had (a layout that failed takes its menus with it). */}
      {!atHome && (
        <HStack justify="center">
          <ButtonLink variant="ghost" size="sm" to="/">
            返回首页
          </ButtonLink>
        </HStack>
      )}
    </Container>
  );
}
