import { Box, Container, Grid } from '@chakra-ui/react';
import { Outlet, useRouterState } from '@tanstack/react-router';
import { Breadcrumbs, type Crumb } from '@/shared/ui/breadcrumbs';
import type { CenterMenuGroup } from './center-menus';
import { SideMenu } from './side-menu';

/** 首页 / the center (its first page) / the current page, read from the center's own menu. */
export function centerCrumbs(title: string, groups: readonly CenterMenuGroup[], pathname: string): Crumb[] {
  const items = groups.flatMap((group) => group.items);
  const current = items.find((item) => item.to === pathname);
  const home = items[0];
  const crumbs: Crumb[] = [
    { label: '首页', to: '/' },
    { label: title, to: home && home.to !== pathname ? home.to : undefined },
  ];
  if (current && current !== home) crumbs.push({ label: current.label });
  return crumbs;
}

/** Sidebar and page, shared by the user center and scholar services, under the breadcrumbs. */
export function CenterFrame({ label, title, groups }: { label: string; title: string; groups: CenterMenuGroup[] }) {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  return (
    <Container maxW="7xl" py={{ base: '4', md: '8' }}>
      <Grid templateColumns={{ base: '1fr', md: '220px 1fr' }} gap={{ base: '4', md: '6' }} alignItems="start">
        <SideMenu label={label} groups={groups} />
        <Box minW="0">
          <Breadcrumbs items={centerCrumbs(title, groups, pathname)} />
          <Outlet />
        </Box>
      </Grid>
    </Container>
  );
}
