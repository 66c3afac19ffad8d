import { FilterSelect } from '@/shared/ui/filter-bar';
import type { FilterSelectProps } from '@/shared/ui/filter-bar';

/** The bar's select, sized for its wrapping row; a value the options do not list stays selectable. */
export function SelectField(props: FilterSelectProps) {
  return <FilterSelect size="sm" flex="1 1 9rem" maxW={{ sm: '15rem' }} {...props} />;
}
