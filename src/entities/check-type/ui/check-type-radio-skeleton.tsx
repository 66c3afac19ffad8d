import { Box, HStack, Skeleton, SkeletonCircle, Stack, VisuallyHidden } from '@chakra-ui/react';

/**
 * The loading state of `CheckTypeRadio`: its label and radio cards of the same size (a name and
 * price line, a description line), so the form below moves as little as it can when the types
 * arrive. How many a service sells is the backend's to say: three cards, the middle of the two to
 * four the services sell, is at most one card off.
 */
export function CheckTypeRadioSkeleton({ label, count = 3 }: { label: string; count?: number }) {
  return (
    <Box role="status" aria-busy="true" aria-live="polite">
      <VisuallyHidden>{label}</VisuallyHidden>
      <Box aria-hidden>
        <Skeleton height="6" width="24" mb="2" />
        <Stack gap="2">
          {Array.from({ length: count }, (_, index) => (
            <HStack key={index} align="flex-start" gap="2" p="3" borderWidth="1px" borderColor="border" rounded="l2">
              <SkeletonCircle size="4" mt="1" />
              <Box flex="1">
                <HStack justify="space-between" gap="2">
                  <Skeleton height="6" width="40%" />
                  <Skeleton height="6" width="20%" />
                </HStack>
                <Skeleton height="5" width="70%" mt="1" />
              </Box>
            </HStack>
          ))}
        </Stack>
      </Box>
    </Box>
  );
}
