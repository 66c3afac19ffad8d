import { Box, Flex, Text } from '@chakra-ui/react';
import { Link, Outlet } from '@tanstack/react-router';
import { BRAND } from '@/shared/config';
import { useMobileRootScale } from '@/shared/lib/viewport-scale';
import { useTookOver } from '../entrypoint/took-over';

/** Phone pages: a slim bar instead of the portal header, full width content. */
export function MobileLayout() {
  useMobileRootScale();
  useTookOver();
  return (
    <Flex direction="column" minH="100dvh" bg="bg">
      <Flex as="header" h="12" px="4" align="center" justify="space-between" bg="brand.solid" color="brand.contrast">
        <Link to="/">
          <Text fontWeight="bold" fontSize="md">
            {BRAND}
          </Text>
        </Link>
        <Link to="/mobile/expertSearch">
          <Text fontSize="sm">搜索专家</Text>
        </Link>
      </Flex>
      <Box as="main" id="main" flex="1">
        <Outlet />
      </Box>
    </Flex>
  );
}
