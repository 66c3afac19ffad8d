import { Box, Container, Grid } from '@chakra-ui/react';
import { Outlet } from '@tanstack/react-router';
import type { CentreMenuGroup } from './centre-menus';
import { SideMenu } from './side-menu';

/** Sidebar and page, shared by the user centre and scholar services. */
export function CentreFrame({ label, groups }: { label: string; groups: CentreMenuGroup[] }) {
  return (
    <Container maxW="7xl" py={{ base: '4', md: '8' }}>
      <Grid templateColumns={{ base: '1fr', md: '220px 1fr' }} gap={{ base: '4', md: '6' }} alignItems="start">
        <SideMenu label={label} groups={groups} />
        <Box minW="0">
          <Outlet />
        </Box>
      </Grid>
    </Container>
  );
}
