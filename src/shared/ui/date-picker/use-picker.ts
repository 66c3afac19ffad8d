import { useDatePicker, useSlotRecipe, type SystemStyleObject, type UseDatePickerProps, type UseDatePickerReturn } from '@chakra-ui/react';
import { useMemo } from 'react';
import { datePickerRecipe } from './date-picker-recipe';

export interface Picker {
  api: UseDatePickerReturn;
  styles: Record<string, SystemStyleObject>;
}

/**
 * Chakra's date picker machine (`useDatePicker`, Ark's over Zag) with this module's recipe. The
 * parts are drawn here from the machine's prop getters rather than with Chakra's `DatePicker.*`
 * components: that module sets chevron icons as default children when it loads, and the shared
 * icons module they live in belongs to the first-load `ui-core` chunk, which would grow for every
 * page (measured: +0.2 KB gzip on `/` and `/login`).
 */
export function usePicker(props: UseDatePickerProps): Picker {
  const api = useDatePicker({
    locale: 'zh-CN',
    // Today is the server's day (Beijing), whatever the browser's zone.
    timeZone: 'Asia/Shanghai',
    startOfWeek: 1,
    positioning: { placement: 'bottom-start', strategy: 'fixed', fitViewport: true },
    ...props,
  });
  const recipe = useSlotRecipe({ recipe: datePickerRecipe });
  const styles = useMemo(() => recipe({}), [recipe]);
  return { api, styles };
}
