import { Box, Card, SimpleGrid, Skeleton, SkeletonText, Stack, VisuallyHidden } from '@chakra-ui/react';

export interface ListSkeletonProps {
  /** How many placeholders (default 5 rows, or 6 cards). */
  count?: number;
  /** `rows`: a list of text rows (news, works); `cards`: a grid of cards with an image (experts, journals). */
  variant?: 'rows' | 'cards';
  /** Cards per row from the large breakpoint up (default 3; 1 on phones, 2 on tablets). */
  columns?: number;
  /** What screen readers hear while the list loads. */
  label?: string;
  /** Cards: an image on top (default), or a title and a figure line instead (offers, prices). */
  image?: boolean;
  /** Cards: a button under each one. */
  action?: boolean;
}

/** The loading state of a list: the shape of the rows to come, so the page does not jump. */
export function ListSkeleton({
  count,
  variant = 'rows',
  columns = 3,
  label = '正在加载',
  image = true,
  action = false,
}: ListSkeletonProps) {
  const items = Array.from({ length: count ?? (variant === 'cards' ? 6 : 5) }, (_, index) => index);
  return (
    <Box role="status" aria-busy="true" aria-live="polite">
      <VisuallyHidden>{label}</VisuallyHidden>
      {variant === 'cards' ? (
        <SimpleGrid columns={{ base: 1, sm: 2, lg: columns }} gap="4" aria-hidden>
          {items.map((index) => (
            <Card.Root key={index} variant="outline" overflow="hidden">
              {image && <Skeleton height="36" borderRadius="0" />}
              <Card.Body gap="3">
                <Skeleton height="5" width="60%" />
                {!image && <Skeleton height="8" width="40%" />}
                <SkeletonText noOfLines={image ? 2 : 3} />
              </Card.Body>
              {action && (
                <Card.Footer>
                  <Skeleton height="10" width="full" />
                </Card.Footer>
              )}
            </Card.Root>
          ))}
        </SimpleGrid>
      ) : (
        <Stack gap="5" aria-hidden>
          {items.map((index) => (
            <Stack key={index} gap="2" py="2" borderBottomWidth="1px" borderColor="border.muted">
              <Skeleton height="5" width={index % 2 === 0 ? '70%' : '55%'} />
              <SkeletonText noOfLines={2} />
            </Stack>
          ))}
        </Stack>
      )}
    </Box>
  );
}
