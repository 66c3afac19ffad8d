import { Box } from '@chakra-ui/react';
import { Outlet } from '@tanstack/react-router';

/** Phone pages: no portal header, full width. */
export function MobileLayout() {
  return (
    <Box as="main" minH="100dvh" bg="bg">
      <Outlet />
    </Box>
  );
}
