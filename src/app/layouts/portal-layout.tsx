import { Box, Flex } from '@chakra-ui/react';
import { Outlet } from '@tanstack/react-router';
import { Footer } from '@/widgets/footer';
import { Header } from '@/widgets/header';

/** The public portal's frame: header, the page, footer. */
export function PortalLayout() {
  return (
    <Flex direction="column" minH="100dvh">
      <a href="#main" className="skip-link">
        跳到主要内容
      </a>
      <Header />
      <Box as="main" id="main" flex="1" tabIndex={-1}>
        <Outlet />
      </Box>
      <Footer />
    </Flex>
  );
}
