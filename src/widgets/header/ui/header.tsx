import { Box, Container, Flex, IconButton, Spacer } from '@chakra-ui/react';
import { useState } from 'react';
import { CHUNK_FAILED_TEXT, ErrorBoundary, lazyRetry } from '@/shared/ui/error-boundary';
import { showToast } from '@/shared/ui/toaster';
import { AccountEntry } from './account-entry';
import { BrandMark } from './brand-mark';
import { MainNav } from './main-nav';

// Its chunk may not be fetchable (offline on a phone): the next tap tries again (lazyRetry).
const MobileNavDrawer = lazyRetry(() => import('./mobile-nav-drawer'));

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
            // A drawer that cannot load says so and stays closed; it must not take the header down.
            <ErrorBoundary
              fallback={null}
              onError={() => {
                setOpen(false);
                setDrawerWanted(false);
                showToast('warning', CHUNK_FAILED_TEXT);
              }}
            >
              <MobileNavDrawer open={open} onOpenChange={setOpen} />
            </ErrorBoundary>
          )}
        </Flex>
      </Container>
    </Box>
  );
}
