import { Box, Button } from '@chakra-ui/react';
import { CHUNK_FAILED_TEXT } from '../error-boundary';

/**
 * The least a screen shows when a piece of it could not be fetched, even the error view itself:
 * part of the first load, so it needs no chunk of its own. (The offline banner says when the
 * network is the reason.)
 */
export function LoadFailureNotice({ onRetry }: { onRetry: () => void }) {
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
