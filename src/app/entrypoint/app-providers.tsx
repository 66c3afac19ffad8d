import type { ReactNode } from 'react';
import { Box, ChakraProvider } from '@chakra-ui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { AppToaster } from '@/shared/ui/toaster';
import { ConfirmDialogHost } from '@/shared/ui/confirm-dialog';
import { ErrorBoundary } from '@/shared/ui/error-boundary';
import { LoadFailureNotice } from '@/shared/ui/load-failure';
import { OfflineBanner } from '@/shared/ui/offline-banner';
import { ResetPasswordDialog } from '@/features/reset-password';
import { appSystem } from '../styles/theme';

const reload = () => window.location.reload();

/**
 * The providers and the app-level hosts. Each host loads its view lazily and sits in its own
 * error boundary: a chunk that cannot be fetched costs that host, never the app (the toaster and
 * the confirm dialog have fallbacks of their own; see docs/architecture.md, "Faults").
 */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <ChakraProvider value={appSystem()}>
      <QueryClientProvider client={queryClient}>
        <ErrorBoundary fallback={<LoadFailureNotice onRetry={reload} />}>{children}</ErrorBoundary>
        <ErrorBoundary fallback={null}>
          <AppToaster />
        </ErrorBoundary>
        <ErrorBoundary fallback={null}>
          <ConfirmDialogHost />
        </ErrorBoundary>
        {/* The forced password change stalls navigation: if its dialog cannot load, say why. */}
        <ErrorBoundary
          fallback={
            <Box position="fixed" inset="0" zIndex="modal" bg="bg">
              <LoadFailureNotice onRetry={reload} />
            </Box>
          }
        >
          <ResetPasswordDialog />
        </ErrorBoundary>
        <OfflineBanner />
      </QueryClientProvider>
    </ChakraProvider>
  );
}
