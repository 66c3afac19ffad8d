import { Button, Grid, HStack } from '@chakra-ui/react';
import type { GridProps } from '@chakra-ui/react';
import type { FormEvent, ReactNode } from 'react';
import { useHydrating } from '@/shared/ui/hydration';

interface FilterBarProps {
  /** Accessible name of the search form, e.g. 筛选推广码. */
  label: string;
  /** The fields' columns followed by one `auto` column for the buttons at the `wide` size. */
  templateColumns: GridProps['templateColumns'];
  /** The size from which the buttons share the fields' row (below it they fill a row of their own). */
  wide?: 'lg' | 'xl';
  /** The bar's `useFilterDraft`: 查询 submits it; 重置 is off while the URL holds no filter. */
  draft: { filtered: boolean; submit: (event: FormEvent) => void };
  onReset: () => void;
  mb?: GridProps['mb'];
  children: ReactNode;
}

/**
 * The card that holds a list's filter fields with 查询 and 重置 (`useFilterDraft` keeps the fields
 * until 查询). The fields and how they become search params stay with the list; this keeps the
 * bars of all lists looking and behaving alike.
 */
export function FilterBar({ label, templateColumns, wide = 'lg', draft, onReset, mb, children }: FilterBarProps) {
  const button = { flex: { base: '1', [wide]: 'initial' } };
  const hydrating = useHydrating();
  return (
    // Out of reach in the server's markup until hydrated: what is typed before would be lost.
    <form role="search" aria-label={label} onSubmit={draft.submit} noValidate inert={hydrating || undefined}>
      <Grid
        templateColumns={templateColumns}
        gap="3"
        alignItems="start"
        bg="bg"
        p={{ base: '4', md: '5' }}
        rounded="lg"
        borderWidth="1px"
        mb={mb}
      >
        {children}
        {/* Level with the inputs under their labels, whatever problem a field shows below. */}
        <HStack gap="2" gridColumn={{ base: '1 / -1', [wide]: 'auto' }} mt={{ [wide]: '6' }}>
          <Button type="submit" colorPalette="brand" {...button}>
            查询
          </Button>
          <Button variant="outline" onClick={onReset} disabled={!draft.filtered} {...button}>
            重置
          </Button>
        </HStack>
      </Grid>
    </form>
  );
}
