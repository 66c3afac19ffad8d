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
      left="50%"
      transform="translateX(-50%)"
      zIndex="toast"
      maxW="calc(100vw - 2rem)"
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
          bg={notice === 'offline' ? 'gray.800' : 'green.600'}
        >
          {NETWORK_TEXT[notice]}
        </Box>
      )}
    </Box>
  );
}
