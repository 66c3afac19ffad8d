import { Box, Button } from '@chakra-ui/react';
import { CHUNK_FAILED_TEXT } from '../error-boundary';
import { useRetryWhenBackOnline } from '../offline-banner';

/**
 * The least a screen shows when a piece of it could not be fetched, even the error view itself:
 * part of the first load, so it needs no chunk of its own. (The offline banner says when the
 * network is the reason.) Back online, it tries again by itself, as the route's error view does.
 */
export function LoadFailureNotice({ onRetry }: { onRetry: () => void }) {
  useRetryWhenBackOnline(onRetry);
  return (
    <Box role="alert" textAlign="center" py="16" px="4">
      {CHUNK_FAILED_TEXT}
      <Box mt="4">
        <Button colorPalette="blue" onClick={onRetry}>
          重新加载
        </Button>
      </Box>
    </Box>
  );
}
