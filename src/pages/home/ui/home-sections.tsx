import { Container, Grid, Stack } from '@chakra-ui/react';
import { LazySection } from '@/shared/ui/load-failure';

// Each data section is its own chunk. They are imported from here, not from the home page, so the
// first load carries one small import instead of the preload list of every section's chunks. A
// chunk that cannot be fetched is said in its section's place, with a retry (`LazySection`).
const loadFeaturedExperts = () => import('./featured-experts');
const loadLatestNews = () => import('./latest-news');
const loadJournals = () => import('./journals');

/** Everything below the services: featured experts, then the latest news beside the journals. */
export default function HomeSections() {
  return (
    <Container maxW="7xl" pb={{ base: '10', md: '16' }}>
      <Stack gap={{ base: '10', md: '12' }}>
        <LazySection load={loadFeaturedExperts} minHeight={420} />
        <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 7fr) minmax(0, 5fr)' }} gap="6">
          <LazySection load={loadLatestNews} minHeight={480} />
          <LazySection load={loadJournals} minHeight={480} />
        </Grid>
      </Stack>
    </Container>
  );
}
