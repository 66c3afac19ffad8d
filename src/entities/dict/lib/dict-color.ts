import type { DictEntry } from '@/shared/api/generated/model';

/** listClass values of the dictionary (Element-style names) to Chakra colour palettes. */
const LIST_CLASS_PALETTE: Record<string, string> = {
  default: 'gray',
  primary: 'blue',
  success: 'green',
  info: 'cyan',
  warning: 'orange',
  danger: 'red',
};

export function paletteOf(listClass: string | undefined | null): string {
  return (listClass && LIST_CLASS_PALETTE[listClass]) || 'gray';
}

/** The entry of a value; values are compared as strings because the API mixes 0 and '0'. */
export function findDictEntry(entries: readonly DictEntry[], value: unknown): DictEntry | undefined {
  if (value === null || value === undefined) return undefined;
  const key = String(value);
  return entries.find((e) => e.dictValue === key);
}
