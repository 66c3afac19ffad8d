/** The toast levels the app can show. */
export type NotifyLevel = 'error' | 'warning' | 'info' | 'success';

export type Notifier = (level: NotifyLevel, message: string) => void;

// `shared` cannot import the app's toaster (layer rule), so the app plugs it in at start-up.
const noop: Notifier = () => {};
let current: Notifier = noop;

/** Installs the notifier; returns a function that restores the previous one (tests, teardown). */
export function setNotifier(fn: Notifier): () => void {
  const previous = current;
  current = fn;
  return () => {
    current = previous;
  };
}

export function notify(level: NotifyLevel, message: string): void {
  current(level, message);
}
