import { useState } from 'react';
import type * as LiveFields from './live-fields';

/*
 * The calendar (Chakra's date picker machine over Zag, with its positioning, dismissal and date
 * libraries: about 45 KB gzip and a costly first render) loads when a person first points at,
 * focuses or presses a field's calendar button, not with the page: every list page has a date
 * filter, and most visits never open it. Until then the field is its text inputs and a plain
 * button of the same look and name (date-field.tsx, date-range-field.tsx).
 */
type Calendars = typeof LiveFields;

let calendars: Calendars | undefined;
let loading: Promise<Calendars> | undefined;

/** The calendar's chunk, once; a failed load is forgotten, so the next press tries again. */
export function loadCalendars(): Promise<Calendars> {
  loading ??= import('./live-fields').then(
    (module) => (calendars = module),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

export interface CalendarLoader {
  /** The calendar's components once loaded (at once where an earlier field loaded them). */
  calendars: Calendars | undefined;
  /** This field's button was pressed: its calendar opens as it mounts. */
  asked: boolean;
  status: 'idle' | 'loading' | 'failed';
  /** The button was pressed: load, then open. */
  open: () => void;
  /** The button was pointed at or focused: start loading, so that a press finds it there. */
  preload: () => void;
}

export function useCalendars(): CalendarLoader {
  const [state, setState] = useState<Pick<CalendarLoader, 'calendars' | 'asked' | 'status'>>(() => ({
    calendars,
    asked: false,
    status: 'idle',
  }));
  return {
    ...state,
    open: () => {
      setState((current) => ({ ...current, status: 'loading' }));
      loadCalendars().then(
        (loaded) => setState({ calendars: loaded, asked: true, status: 'idle' }),
        () => setState({ calendars: undefined, asked: false, status: 'failed' }),
      );
    },
    preload: () => void loadCalendars().catch(() => undefined),
  };
}
