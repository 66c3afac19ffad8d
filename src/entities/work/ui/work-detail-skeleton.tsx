import { Box, Grid, Skeleton, SkeletonText, Stack, VisuallyHidden } from '@chakra-ui/react';

/** The shape of a work's detail while it loads, so the page does not jump. */
export function WorkDetailSkeleton() {
  return (
    <Box role="status" aria-busy="true">
      <VisuallyHidden>正在加载作品详情</VisuallyHidden>
      <Stack gap="8" aria-hidden>
        <Stack gap="3" p={{ base: '4', md: '6' }} bg="bg.subtle" rounded="md">
          <Skeleton height="5" width="32" />
          <Skeleton height="8" width="85%" />
          <Skeleton height="4" width="50%" />
        </Stack>
        <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 320px' }} gap="10">
          <Stack gap="3">
            <Skeleton height="5" width="16" />
            <SkeletonText noOfLines={6} />
          </Stack>
          <Stack gap="3">
            <Skeleton height="32" />
            <Skeleton height="48" />
          </Stack>
        </Grid>
      </Stack>
    </Box>
  );
}
