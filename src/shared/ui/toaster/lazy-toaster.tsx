import { Box } from '@chakra-ui/react';
import { createEvent, createStore } from 'effector';
import { useUnit } from 'effector-react';
import { ErrorBoundary, lazyRetry } from '../error-boundary';
import { loadToaster } from './load-toaster';

export type ToastLevel = 'error' | 'warning' | 'info' | 'success';

// The toast machine loads with the first message (or when the browser is idle, see
// preloadToaster), so it is never part of a page's first load.
const AppToasterView = lazyRetry(loadToaster);

/** Warms the toaster's chunk, so a message after the network dropped still has it. */
export function preloadToaster(): void {
  loadToaster().catch(() => undefined);
}

/** Identical messages within this window are one toast: one failure, one message. */
export const MERGE_WINDOW_MS = 3000;
const lastShown = new Map<string, number>();

function isRepeat(message: string, now: number): boolean {
  for (const [key, at] of lastShown) if (now - at >= MERGE_WINDOW_MS) lastShown.delete(key);
  if (lastShown.has(message)) return true;
  lastShown.set(message, now);
  return false;
}

/** Tests start from a clean slate. */
export function resetToastMemory(): void {
  lastShown.clear();
}

interface FallbackToast {
  id: number;
  level: ToastLevel;
  message: string;
}

const toastRequested = createEvent();
const viewFailed = createEvent();
/** Mounted once a message was asked for; `attempt` remounts the view after its chunk failed. */
const $view = createStore({ wanted: false, failed: false, attempt: 0 })
  .on(toastRequested, (s) => (s.failed ? { wanted: true, failed: false, attempt: s.attempt + 1 } : { ...s, wanted: true }))
  .on(viewFailed, (s) => ({ ...s, failed: true }));

const fallbackShown = createEvent<FallbackToast>();
const fallbackExpired = createEvent<number>();
const $fallback = createStore<FallbackToast[]>([])
  .on(fallbackShown, (list, toast) => [...list, toast])
  .on(fallbackExpired, (list, id) => list.filter((toast) => toast.id !== id));
let nextId = 1;
const FALLBACK_BG = { error: 'red.700', warning: 'orange.700', info: 'gray.700', success: 'green.700' } as const;

/**
 * Mount once. Renders the toaster when the first message comes; when its chunk cannot be
 * fetched, messages still reach the user in a plain status region of the first load.
 */
export function AppToaster() {
  const [view, fallback] = useUnit([$view, $fallback]);
  return (
    <>
      {view.wanted && (
        <ErrorBoundary key={view.attempt} fallback={null} onError={() => viewFailed()}>
          <AppToasterView />
        </ErrorBoundary>
      )}
      <Box
        role="status"
        aria-live="polite"
        position="fixed"
        bottom="calc(env(safe-area-inset-bottom, 0px) + 4rem)"
        insetX="4"
        zIndex="toast"
        display="flex"
        flexDirection="column"
        alignItems="center"
        pointerEvents="none"
      >
        {fallback.map((toast) => (
          <Box key={toast.id} mb="2" px="4" py="2" borderRadius="md" boxShadow="lg" color="white" bg={FALLBACK_BG[toast.level]}>
            {toast.message}
          </Box>
        ))}
      </Box>
    </>
  );
}

/** Shows a message, once per MERGE_WINDOW_MS for the same text; errors stay longer to be read. */
export function showToast(level: ToastLevel, message: string): void {
  if (isRepeat(message, Date.now())) return;
  toastRequested();
  const duration = level === 'error' ? 5000 : 3000;
  loadToaster().then(
    ({ toaster }) => {
      toaster.create({ type: level, title: message, closable: true, duration });
    },
    () => {
      const id = nextId++;
      fallbackShown({ id, level, message });
      setTimeout(() => fallbackExpired(id), duration);
    },
  );
}
