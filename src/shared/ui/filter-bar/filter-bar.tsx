import { Button, Grid } from '@chakra-ui/react';
import type { GridProps } from '@chakra-ui/react';
import type { FormEvent, ReactNode } from 'react';

interface FilterBarProps {
  /** Accessible name of the search form, e.g. 筛选推广码. */
  label: string;
  /** The fields' columns followed by two `auto` columns for the buttons at the widest size. */
  templateColumns: GridProps['templateColumns'];
  /** Whether the URL holds any filter: reset has nothing to do otherwise. */
  filtered: boolean;
  onSubmit: (event: FormEvent) => void;
  onReset: () => void;
  children: ReactNode;
}

/**
 * The card that holds a list's filter fields with 查询 and 重置. The fields and how they become
 * search params stay with the list; this keeps the bars of all lists looking and behaving alike.
 */
export function FilterBar({ label, templateColumns, filtered, onSubmit, onReset, children }: FilterBarProps) {
  return (
    <form role="search" aria-label={label} onSubmit={onSubmit} noValidate>
      <Grid templateColumns={templateColumns} gap="3" alignItems="end" bg="bg" p={{ base: '4', md: '5' }} rounded="lg" borderWidth="1px">
        {children}
        <Button type="submit" colorPalette="brand">
          查询
        </Button>
        <Button variant="outline" onClick={onReset} disabled={!filtered}>
          重置
        </Button>
      </Grid>
    </form>
  );
}
