import { createEvent, createStore, sample } from 'effector';

export interface ConfirmOptions {
  title?: string;
  message: string;
  confirmText?: string;
  cancelText?: string;
  /** A destructive or session-ending action is shown in red. */
  tone?: 'default' | 'danger';
}

export interface ConfirmRequest extends ConfirmOptions {
  id: number;
}

/** Requests waiting for an answer, in order; the host shows the first one. */
export const $confirmQueue = createStore<ConfirmRequest[]>([]);
const enqueued = createEvent<ConfirmRequest>();
export const confirmAnswered = createEvent<{ id: number; ok: boolean }>();

sample({ clock: enqueued, source: $confirmQueue, fn: (queue, req) => [...queue, req], target: $confirmQueue });
sample({
  clock: confirmAnswered,
  source: $confirmQueue,
  fn: (queue, { id }) => queue.filter((r) => r.id !== id),
  target: $confirmQueue,
});

// Promise resolvers cannot live in a serialisable store; they stay beside it, keyed by id.
const resolvers = new Map<number, (ok: boolean) => void>();
confirmAnswered.watch(({ id, ok }) => {
  resolvers.get(id)?.(ok);
  resolvers.delete(id);
});

let nextId = 1;

/** Ask the user; resolves true on confirm, false on cancel or close. */
export function confirmDialog(options: ConfirmOptions): Promise<boolean> {
  const id = nextId++;
  return new Promise<boolean>((resolve) => {
    resolvers.set(id, resolve);
    enqueued({ ...options, id });
  });
}
