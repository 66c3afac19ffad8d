import { Box } from '@chakra-ui/react';
import { KeywordSearch } from '@/shared/ui/keyword-search';
import type { EmptyListProps } from '@/shared/ui/empty-list';
import { ListSection, type ListSectionProps } from './list-section';
import type { useKeywordList } from './use-url-list';

export interface KeywordListSectionProps<Row> extends Omit<ListSectionProps<Row>, 'empty' | 'page' | 'onPage'> {
  /** The list's keyword and page in the URL (useKeywordList). */
  url: ReturnType<typeof useKeywordList>;
  /** The search box's name (its button and landmark) and its placeholder. */
  search: { label: string; placeholder: string };
  /** What the list says when it has nothing yet. */
  empty: Pick<EmptyListProps, 'title' | 'description' | 'action'>;
  /** What it says when nothing matches the keyword; the button shows the whole list again. */
  noMatch: { title: string; description?: string; clearLabel: string };
}

/**
 * A list searched by one keyword: the search box over a `ListSection`, whose empty state tells
 * "nothing matches 「keyword」" (with a way back to the whole list) apart from "nothing yet".
 */
export function KeywordListSection<Row>({ url, search, empty, noMatch, ...section }: KeywordListSectionProps<Row>) {
  return (
    <>
      <Box mb="4" maxW="xl">
        <KeywordSearch keyword={url.keyword} label={search.label} placeholder={search.placeholder} onSearch={url.onSearch} />
      </Box>
      <ListSection
        {...section}
        empty={{
          ...empty,
          filtered: Boolean(url.keyword),
          noMatch: { description: '换个关键词试试。', ...noMatch, onClear: url.onClear },
        }}
        page={url.page}
        onPage={url.onPage}
      />
    </>
  );
}
