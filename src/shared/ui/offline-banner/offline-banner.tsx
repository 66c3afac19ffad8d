import { Box } from '@chakra-ui/react';
import { NETWORK_TEXT, useNetworkNotice } from './online-status';

/**
 * While the browser is offline, a banner says so; when it is back, 「网络已恢复」 for a moment.
 * The live region is always mounted, so screen readers announce each change.
 */
export function OfflineBanner() {
  const notice = useNetworkNotice();
  return (
    <Box
      role="status"
      aria-live="polite"
      position="fixed"
      bottom="calc(env(safe-area-inset-bottom, 0px) + 1rem)"
      insetX="4"
      zIndex="toast"
      display="flex"
      justifyContent="center"
      pointerEvents="none"
    >
      {notice && (
        <Box
          px="4"
          py="2"
          borderRadius="full"
          boxShadow="lg"
          color="white"
          fontSize="sm"
          textAlign="center"
          bg={notice === 'offline' ? 'orange.700' : 'green.700'}
        >
          {NETWORK_TEXT[notice]}
        </Box>
      )}
    </Box>
  );
}
