import { Container, Grid, Stack } from '@chakra-ui/react';
import { Suspense, lazy } from 'react';

// Each data section is its own chunk. They are imported from here, not from the home page, so the
// first load carries one small import instead of the preload list of every section's chunks.
const FeaturedExperts = lazy(() => import('./featured-experts'));
const LatestNews = lazy(() => import('./latest-news'));
const Journals = lazy(() => import('./journals'));

/** Everything below the services: featured experts, then the latest news beside the journals. */
export default function HomeSections() {
  return (
    <Container maxW="7xl" pb={{ base: '10', md: '16' }}>
      <Stack gap={{ base: '10', md: '12' }}>
        <Suspense fallback={<div style={{ minHeight: 420 }} aria-busy="true" />}>
          <FeaturedExperts />
        </Suspense>
        <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 7fr) minmax(0, 5fr)' }} gap="6">
          <Suspense fallback={<div style={{ minHeight: 480 }} aria-busy="true" />}>
            <LatestNews />
          </Suspense>
          <Suspense fallback={<div style={{ minHeight: 480 }} aria-busy="true" />}>
            <Journals />
          </Suspense>
        </Grid>
      </Stack>
    </Container>
  );
}
