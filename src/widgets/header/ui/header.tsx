import { Box, Container, Flex, IconButton, Spacer } from '@chakra-ui/react';
import { Suspense, lazy, useState } from 'react';
import { AccountEntry } from './account-entry';
import { BrandMark } from './brand-mark';
import { MainNav } from './main-nav';

const MobileNavDrawer = lazy(() => import('./mobile-nav-drawer'));

export function Header() {
  const [open, setOpen] = useState(false);
  // Mounted on first open and kept, so closing animates and reopening is instant.
  const [drawerWanted, setDrawerWanted] = useState(false);
  return (
    <Box as="header" bg="bg" borderBottomWidth="1px" position="sticky" top="0" zIndex="sticky">
      <Container maxW="7xl">
        <Flex h="16" align="center" gap="4">
          <BrandMark />
          <Box display={{ base: 'none', lg: 'block' }}>
            <MainNav />
          </Box>
          <Spacer />
          <AccountEntry />
          <IconButton
            aria-label="打开导航菜单"
            aria-expanded={open}
            variant="ghost"
            display={{ base: 'inline-flex', lg: 'none' }}
            onClick={() => {
              setDrawerWanted(true);
              setOpen(true);
            }}
          >
            <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden focusable="false">
              <path d="M3 5h14M3 10h14M3 15h14" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </IconButton>
          {drawerWanted && (
            <Suspense fallback={null}>
              <MobileNavDrawer open={open} onOpenChange={setOpen} />
            </Suspense>
          )}
        </Flex>
      </Container>
    </Box>
  );
}
