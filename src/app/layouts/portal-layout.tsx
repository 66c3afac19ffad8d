import { Box, Container, Flex } from '@chakra-ui/react';
import { Outlet, useRouterState } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { DictFailureNotice } from '@/entities/dict';
import { Footer } from '@/widgets/footer';
import { Header } from '@/widgets/header';
import { useItemOf } from '@/shared/lib/page-meta';
import { Breadcrumbs } from '@/shared/ui/breadcrumbs';
import { useTookOver } from '../entrypoint/took-over';

/**
 * The public portal's frame: header, the page (the child route, or `children`), footer. The page
 * is at least a screen high, so the footer starts below the fold: a page draws its skeletons first
 * and its data after, and a footer in view under a skeleton would jump away (a layout shift).
 */
export function PortalLayout({ children }: { children?: ReactNode }) {
  // A detail page names its list (staticData.parent): 首页 / the list / the item, once loaded, else the page.
  const crumbs = useRouterState({
    select: (state) => {
      const leaf = state.matches.at(-1);
      return leaf?.staticData.parent ? { parent: leaf.staticData.parent, title: leaf.staticData.title ?? '', leafId: leaf.id } : null;
    },
    structuralSharing: true,
  });
  const item = useItemOf(crumbs?.leafId);
  useTookOver();
  return (
    <Flex direction="column" minH="100dvh">
      <a href="#main" className="skip-link">
        跳到主要内容
      </a>
      <Header />
      <Box as="main" id="main" flex="1" minH="100dvh" tabIndex={-1}>
        <DictFailureNotice />
        {crumbs && (
          <Container maxW="6xl" pt={{ base: '4', md: '6' }} mb={{ base: '-2', md: '-4' }}>
            <Breadcrumbs items={[{ label: '首页', to: '/' }, crumbs.parent, { label: item?.name ?? crumbs.title }]} />
          </Container>
        )}
        {children ?? <Outlet />}
      </Box>
      <Footer />
    </Flex>
  );
}
