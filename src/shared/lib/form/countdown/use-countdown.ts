import { useCallback, useEffect, useState } from 'react';

/** How long a verification code button waits before it may send again. */
export const CODE_RESEND_SECONDS = 60;

// Ticks more often than once a second so the shown number never lags behind the clock.
const TICK_MS = 250;

/**
 * A countdown in whole seconds, measured against the clock rather than by counting ticks, so a
 * throttled background tab still ends on time.
 */
export function useCountdown(): { remaining: number; start: (seconds: number) => void } {
  const [deadline, setDeadline] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (deadline === null) return undefined;
    const id = setInterval(() => {
      const time = Date.now();
      setNow(time);
      if (time >= deadline) setDeadline(null);
    }, TICK_MS);
    return () => clearInterval(id);
  }, [deadline]);

  const start = useCallback((seconds: number) => {
    const time = Date.now();
    setNow(time);
    setDeadline(time + seconds * 1000);
  }, []);

  const remaining = deadline === null ? 0 : Math.max(0, Math.ceil((deadline - now) / 1000));
  return { remaining, start };
}
