import type { ReactNode } from 'react';
import { ChakraProvider } from '@chakra-ui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { AppToaster } from '@/shared/ui/toaster';
import { ConfirmDialogHost } from '@/shared/ui/confirm-dialog';
import { ResetPasswordDialog } from '@/features/reset-password';
import { system } from '../styles/theme';

export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <ChakraProvider value={system}>
      <QueryClientProvider client={queryClient}>
        {children}
        <AppToaster />
        <ConfirmDialogHost />
        <ResetPasswordDialog />
      </QueryClientProvider>
    </ChakraProvider>
  );
}
