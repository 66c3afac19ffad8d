import { Button, HStack } from '@chakra-ui/react';
import { useGetExpertFilters } from '@/shared/api/generated/endpoints/expert/expert';

interface DisciplineChipsProps {
  value: string | undefined;
  onChange: (discipline: string | undefined) => void;
}

/** The disciplines as a row of chips that scrolls sideways; 全部 first. */
export function DisciplineChips({ value, onChange }: DisciplineChipsProps) {
  const filters = useGetExpertFilters();
  const options = filters.data?.data?.disciplines ?? [];
  // A discipline from the URL that the options do not list stays visible and selected.
  const values = [...options.map((option) => option.value), ...(value && !options.some((o) => o.value === value) ? [value] : [])];
  const chip = (label: string, chipValue: string | undefined) => {
    const active = (value ?? '') === (chipValue ?? '');
    return (
      <Button
        key={chipValue ?? 'all'}
        size="sm"
        rounded="full"
        flexShrink={0}
        variant={active ? 'solid' : 'subtle'}
        colorPalette={active ? 'brand' : 'gray'}
        aria-pressed={active}
        onClick={() => onChange(chipValue)}
      >
        {label}
      </Button>
    );
  };
  return (
    <HStack
      role="group"
      aria-label="按学科筛选"
      gap="2"
      px="4"
      py="2"
      overflowX="auto"
      css={{ scrollbarWidth: 'none', '&::-webkit-scrollbar': { display: 'none' } }}
    >
      {chip('全部', undefined)}
      {values.map((discipline) => chip(options.find((o) => o.value === discipline)?.label || discipline, discipline))}
    </HStack>
  );
}
