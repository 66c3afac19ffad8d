import type { ContractDeviation, ContractDriftSink } from './contract-drift';

/*
 * What the HTTP pipeline needs from the layers above it, which `shared` may not import: the
 * session's token, a way to say things (the toaster) and, where the build has telemetry, a
 * receiver of the contract's deviations. The app gives all of it in one call at start
 * (`configureHttp`, src/app/session-wiring.ts); until then requests carry no token, messages go
 * nowhere and deviations are only recorded (contract-drift.ts).
 */

/** The toast levels the app can show. */
export type NotifyLevel = 'error' | 'warning' | 'info' | 'success';

export type Notifier = (level: NotifyLevel, message: string) => void;

/** The session's token as a request is about to leave (asked at send time, never kept). */
export interface RequestToken {
  /** The token saved for every tab of the portal: the one the request carries ('' for none). */
  saved: string;
  /**
   * The token this tab's session holds ('' for none). Held but no longer saved: the session has
   * ended under the tab (the token ran out), and the request raises the expiry prompt instead.
   */
  held: string;
}

export interface HttpSetup {
  /** The session's token, asked by every request the contract secures. */
  token?: () => RequestToken;
  /** Says a message to the user (the app's toaster). */
  notify?: Notifier;
  /** Receives every answer's deviations from the contract, in every build (production's telemetry). */
  drift?: ContractDriftSink;
}

const NO_TOKEN: RequestToken = { saved: '', held: '' };
const DEFAULT_SETUP: Required<Omit<HttpSetup, 'drift'>> & Pick<HttpSetup, 'drift'> = {
  token: () => NO_TOKEN,
  notify: () => {},
};

let setup = DEFAULT_SETUP;

/**
 * Gives the pipeline what it needs from above, all at once: what is left out is absent (no
 * token, silence, no drift receiver). Returns the function that puts the previous setup back
 * (tests, and an app that is taken down).
 */
export function configureHttp(next: HttpSetup): () => void {
  const previous = setup;
  setup = { ...DEFAULT_SETUP, ...next };
  return () => {
    setup = previous;
  };
}

/** Shows a message through the configured notifier (the app's toaster). */
export function notify(level: NotifyLevel, message: string): void {
  setup.notify(level, message);
}

/** The session's token now (http.ts, at send time). */
export function tokenForRequest(): RequestToken {
  return setup.token();
}

/** Hands one answer's deviations to the configured receiver; reporting never breaks the answer's handling. */
export function reportDrift(
  operation: { operationId: string; method: string; path: string },
  deviations: readonly ContractDeviation[],
): void {
  if (deviations.length === 0 || !setup.drift) return;
  try {
    setup.drift(operation, deviations);
  } catch {
    // Reporting must never break the handling of the answer.
  }
}
