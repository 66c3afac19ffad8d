import { Box, Flex, Skeleton, SkeletonCircle, SkeletonText, Stack } from '@chakra-ui/react';

/** The profile's shape while it loads. */
export function ProfileSkeleton() {
  return (
    <Stack gap="6" role="status" aria-busy="true" aria-label="正在加载专家信息">
      <Flex gap="6" align="center" bg="bg" borderWidth="1px" rounded="xl" p={{ base: '5', md: '8' }}>
        <SkeletonCircle size="24" />
        <Stack flex="1" gap="3">
          <Skeleton h="8" w="40%" />
          <Skeleton h="4" w="60%" />
          <Skeleton h="4" w="50%" />
        </Stack>
      </Flex>
      <Box bg="bg" borderWidth="1px" rounded="xl" p={{ base: '5', md: '8' }}>
        <SkeletonText noOfLines={6} />
      </Box>
    </Stack>
  );
}
