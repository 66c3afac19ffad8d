import { http } from 'msw';
import { DRIFT_EXEMPT } from '../drift';
import { apiPathOf, operationIdOfCall } from './api-path';
import { createReplay, type Replay } from './replay';
import { harEntries } from './store';

/** `har:<name>`: a scenario that replays an imported HAR (scenarios.ts accepts the kept ones). */
export const HAR_PREFIX = 'har:';

export interface UnrecordedRequest {
  method: string;
  /** The `/api` path with its query, as sent. */
  path: string;
  count: number;
}

let unrecorded: readonly UnrecordedRequest[] = [];
const listeners = new Set<() => void>();
let replay: { name: string; replay: Replay } | undefined;

function setUnrecorded(next: readonly UnrecordedRequest[]): void {
  unrecorded = next;
  listeners.forEach((listener) => listener());
}

/** 「未录制的请求」: what the replay did not hold and the stateful mocks answered instead. */
export function getUnrecordedRequests(): readonly UnrecordedRequest[] {
  return unrecorded;
}

export function subscribeUnrecordedRequests(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** A new replay from the first recorded answer on, with an empty list (the scenario was chosen again, or left). */
export function restartHarReplay(): void {
  replay = undefined;
  if (unrecorded.length > 0) setUnrecorded([]);
}

function countUnrecorded(method: string, path: string): void {
  const found = unrecorded.find((row) => row.method === method && row.path === path);
  setUnrecorded(
    found ? unrecorded.map((row) => (row === found ? { ...row, count: row.count + 1 } : row)) : [...unrecorded, { method, path, count: 1 }],
  );
}

async function replayOf(name: string): Promise<Replay | undefined> {
  if (replay?.name === name) return replay.replay;
  const entries = await harEntries(name);
  if (!entries) return undefined;
  // Another request may have made it while the entries were read: keep the first one.
  if (replay?.name !== name) replay = { name, replay: createReplay(entries) };
  return replay.replay;
}

/**
 * Answers an `/api` call from the current HAR scenario. The session's own calls (log-in, user
 * info, captcha, log-out) are not replayed: they go to the stateful mocks like every request the
 * HAR does not hold, which is counted as 未录制. A replayed answer reaches the app like any other,
 * so the app's contract check (src/shared/api/http.ts) reports the recorded backend's deviations.
 */
export function createHarHandler(currentScenario: () => string) {
  return http.all('*', async ({ request }) => {
    const scenario = currentScenario();
    if (!scenario.startsWith(HAR_PREFIX)) return undefined;
    const path = apiPathOf(request.url);
    if (path === undefined || request.method === 'OPTIONS' || request.method === 'HEAD') return undefined;
    const operationId = operationIdOfCall(request.method, request.url);
    if (operationId !== undefined && DRIFT_EXEMPT.has(operationId)) return undefined;
    const answer = await (await replayOf(scenario.slice(HAR_PREFIX.length)))?.answer(request);
    if (answer) return answer;
    countUnrecorded(request.method, `${path}${new URL(request.url).search}`);
    return undefined;
  });
}
