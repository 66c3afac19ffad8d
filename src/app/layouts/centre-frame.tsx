import { Box, Container, Grid } from '@chakra-ui/react';
import { Outlet, useRouterState } from '@tanstack/react-router';
import { Breadcrumbs, type Crumb } from '@/shared/ui/breadcrumbs';
import type { CentreMenuGroup } from './centre-menus';
import { SideMenu } from './side-menu';

/** 首页 / the centre (its first page) / the current page, read from the centre's own menu. */
export function centreCrumbs(title: string, groups: readonly CentreMenuGroup[], pathname: string): Crumb[] {
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

/** Sidebar and page, shared by the user centre and scholar services, under the breadcrumbs. */
export function CentreFrame({ label, title, groups }: { label: string; title: string; groups: CentreMenuGroup[] }) {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  return (
    <Container maxW="7xl" py={{ base: '4', md: '8' }}>
      <Grid templateColumns={{ base: '1fr', md: '220px 1fr' }} gap={{ base: '4', md: '6' }} alignItems="start">
        <SideMenu label={label} groups={groups} />
        <Box minW="0">
          <Breadcrumbs items={centreCrumbs(title, groups, pathname)} />
          <Outlet />
        </Box>
      </Grid>
    </Container>
  );
}
