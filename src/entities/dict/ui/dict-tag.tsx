import { Badge, Skeleton } from '@chakra-ui/react';
import { useDict } from '../api/use-dict';
import { findDictEntry, paletteOf } from '../lib/dict-color';

interface DictTagProps {
  /** Dictionary type, e.g. `check_status`. */
  type: string;
  value: string | number | null | undefined;
}

/** A value of a dictionary shown as its label in the colour its listClass names. */
export function DictTag({ type, value }: DictTagProps) {
  const { entries, isPending } = useDict(type);
  if (isPending) return <Skeleton display="inline-block" height="5" width="12" />;
  const entry = findDictEntry(entries, value);
  if (!entry) return <Badge colorPalette="gray">{value === null || value === undefined || value === '' ? '—' : String(value)}</Badge>;
  return (
    <Badge colorPalette={paletteOf(entry.listClass)} className={entry.cssClass || undefined}>
      {entry.dictLabel}
    </Badge>
  );
}
