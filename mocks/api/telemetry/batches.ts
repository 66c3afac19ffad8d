/*
 * The telemetry endpoint of the mocks (`sendTelemetry`): the demo build sends its beacons to
 * the API base (.env.demo), and what arrives is kept here for the mock panel's 「遥测」 list, so QA
 * sees exactly what production would send.
 */

/** Batches kept for the panel: the last ones are what matters. */
const KEPT = 20;

export interface ReceivedBatch {
  /** Arrival order, for the list's keys. */
  id: number;
  /** When it arrived, ms since the epoch (the mocks' own clock). */
  at: number;
  /** The JSON as sent, parsed (a text that was not JSON is kept as text). */
  body: unknown;
}

let batches: readonly ReceivedBatch[] = [];
let received = 0;
const listeners = new Set<() => void>();

function changed(): void {
  listeners.forEach((listener) => listener());
}

/** The batches received, newest first (a stable snapshot for useSyncExternalStore). */
export function getTelemetryBatches(): readonly ReceivedBatch[] {
  return batches;
}

export function subscribeTelemetryBatches(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function clearTelemetryBatches(): void {
  if (batches.length === 0) return;
  batches = [];
  changed();
}

/** Keeps a batch that arrived, newest first, and tells the panel. */
export function receiveTelemetryBatch(body: unknown): void {
  received += 1;
  batches = [{ id: received, at: Date.now(), body }, ...batches].slice(0, KEPT);
  changed();
}
