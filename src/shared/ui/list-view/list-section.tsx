import { Box, Text } from '@chakra-ui/react';
import { useRef } from 'react';
import { listPage } from './list-page';
import { ListView } from './list-view';
import { useShownQuery } from './use-shown-query';
import type { ListViewProps } from './list-view';
import { groupDigits } from '@/shared/lib/format';

export interface ListSectionProps<Row> extends Omit<ListViewProps<Row>, 'scrollTargetRef'> {
  /** The id of the section's h2, which names the section. */
  headingId: string;
  /** The h2 while the first page loads, when nothing could be loaded, and over the rows (the total, formatted). */
  heading: { loading: string; failed: string; count: (total: string) => string };
}

/**
 * A list screen's card: an h2 that says the count (spoken when it changes) over a `ListView`,
 * whose pager scrolls back to the card's top.
 */
export function ListSection<Row>({ headingId, heading, ...list }: ListSectionProps<Row>) {
  const top = useRef<HTMLElement>(null);
  // The heading says the count of the rows drawn below it, not of an answer they have yet to show.
  const query = useShownQuery(list.query);
  const title = query.isPending
    ? heading.loading
    : query.isError && !query.data
      ? heading.failed
      : heading.count(groupDigits(listPage(query.data).total));
  return (
    <Box
      as="section"
      ref={top}
      aria-labelledby={headingId}
      bg="bg"
      borderWidth="1px"
      rounded="xl"
      px={{ base: '4', md: '6' }}
      py="4"
      scrollMarginTop="20"
    >
      <Text as="h2" id={headingId} fontWeight="semibold" aria-live="polite">
        {title}
      </Text>
      <ListView {...list} query={query} scrollTargetRef={top} />
    </Box>
  );
}
