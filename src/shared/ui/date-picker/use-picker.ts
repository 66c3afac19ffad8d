import { useDatePicker, type UseDatePickerProps, type UseDatePickerReturn } from '@chakra-ui/react';
import { useEffect } from 'react';
import { usePickerStyles, type PickerStyles } from './picker-styles';

export interface Picker {
  api: UseDatePickerReturn;
  styles: PickerStyles;
}

/**
 * Chakra's date picker machine (`useDatePicker`, Ark's over Zag) with this module's recipe. The
 * parts are drawn here from the machine's prop getters rather than with Chakra's `DatePicker.*`
 * components: that module sets chevron icons as default children when it loads, and the shared
 * icons module they live in belongs to the first-load `ui-core` chunk, which would grow for every
 * page (measured: +0.2 KB gzip on `/` and `/login`). Only the calendar's own chunk
 * (live-fields.tsx) uses it: the machine and its helpers are about 45 KB gzip.
 *
 * `openNow`: the person asked for the calendar before it had loaded; it opens as it mounts,
 * with the focus on its day as if the trigger had been pressed.
 */
export function usePicker({ openNow = false, ...props }: UseDatePickerProps & { openNow?: boolean }): Picker {
  const api = useDatePicker({
    locale: 'zh-CN',
    // Today is the server's day (Beijing), whatever the browser's zone.
    timeZone: 'Asia/Shanghai',
    startOfWeek: 1,
    positioning: { placement: 'bottom-start', strategy: 'fixed', fitViewport: true },
    ...props,
  });
  const { setOpen } = api;
  useEffect(() => {
    if (openNow) setOpen(true);
    // Once, as the calendar mounts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const styles = usePickerStyles();
  return { api, styles };
}
