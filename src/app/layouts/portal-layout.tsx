import { Box, Flex } from '@chakra-ui/react';
import { Outlet } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { DictFailureNotice } from '@/entities/dict';
import { Footer } from '@/widgets/footer';
import { Header } from '@/widgets/header';

/** The public portal's frame: header, the page (the child route, or `children`), footer. */
export function PortalLayout({ children }: { children?: ReactNode }) {
  return (
    <Flex direction="column" minH="100dvh">
      <a href="#main" className="skip-link">
        跳到主要内容
      </a>
      <Header />
      <Box as="main" id="main" flex="1" tabIndex={-1}>
        <DictFailureNotice />
        {children ?? <Outlet />}
      </Box>
      <Footer />
    </Flex>
  );
}
