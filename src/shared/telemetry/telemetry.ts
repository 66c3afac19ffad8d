import { onCLS, onINP, onLCP, type Metric } from 'web-vitals';
import { errorName, failedChunkOf, ownAssetOf, receivedType, scrubMessage, sourceFileOf } from './scrub';

/*
 * Production telemetry: contract drift, uncaught errors, chunks that could not be
 * fetched and the web vitals, batched, sampled, deduplicated for the page's life and sent with
 * navigator.sendBeacon. The app loads this module when the browser is idle after the first render,
 * and only when VITE_TELEMETRY_URL is set (app/entrypoint/telemetry.ts); deploy/README.md tells
 * operators what is sent.
 */

/** Sends what waits at once when fired on window: the demo's mock panel (「立即发送」) uses it. */
export const TELEMETRY_FLUSH_EVENT = 'portal:telemetry-flush';

/** The version of the batch's shape: the receiving side can tell a future change. */
export const TELEMETRY_SCHEMA = 1;

interface Located {
  /** The route pattern (`/expert/$id`), never the URL: no ids, no query. */
  route: string;
  /** How often it happened since the last batch. */
  count: number;
}

export interface DriftEvent extends Located {
  type: 'drift';
  operationId: string;
  method: string;
  /** The contract's path template, e.g. `/portal/expert/detail/{id}`. */
  path: string;
  /** JSON pointer into the answer's `data`, list indices as `*`. */
  pointer: string;
  expected: string;
  /** The type that arrived (`字符串`), never the value. */
  received: string;
  repaired: boolean;
}

export interface UncaughtErrorEvent extends Located {
  type: 'error';
  name: string;
  /** The message with URLs, quoted parts, long numbers, token-like and non-ASCII text cut out. */
  message: string;
  /** The script file it came from, without query. */
  source?: string;
}

export interface ChunkEvent extends Located {
  type: 'chunk';
  /** The file that could not be fetched, e.g. `news-B1x2.js`. */
  file: string;
}

/**
 * The page's policy refused something (CSP, Trusted Types): a library that writes innerHTML, an
 * inline handler, a script from elsewhere. What the team needs to find the culprit, nothing of
 * the page: the directive, what was blocked as a keyword (`inline`, `eval`, `trusted-types-sink`)
 * or `own` / `other` for a URL, the sink's kind (`Element innerHTML`) and the build's own file.
 */
export interface ViolationEvent extends Located {
  type: 'violation';
  directive: string;
  blocked: string;
  sink?: string;
  source?: string;
}

export interface VitalEvent {
  type: 'vital';
  route: string;
  name: 'LCP' | 'INP' | 'CLS';
  /** Milliseconds (LCP, INP) or the layout shift score (CLS). */
  value: number;
  rating: Metric['rating'];
}

export type TelemetryEvent = DriftEvent | UncaughtErrorEvent | ChunkEvent | ViolationEvent | VitalEvent;

export interface TelemetryBatch {
  schema: typeof TELEMETRY_SCHEMA;
  build: string;
  events: TelemetryEvent[];
}

export interface TelemetryOptions {
  /** Where the batches go (VITE_TELEMETRY_URL). */
  url: string;
  /** The build that runs (VITE_BUILD_ID). */
  build: string;
  /** The current route pattern. */
  route: () => string;
  /** Share of page lives that report drift, errors and chunk failures: 0 to 1, default 1. */
  sampleRate?: number;
  /** Share of page lives that report web vitals: 0 to 1, default 0.1. */
  vitalsSampleRate?: number;
  /** A batch goes out when this many events wait, default 20 (and always when the page is hidden). */
  batchSize?: number;
  /** Different events kept per page life, default 200: a loop of errors cannot flood the endpoint. */
  maxEvents?: number;
  random?: () => number;
}

export interface Telemetry {
  drift(
    operation: { operationId: string; method: string; path: string },
    deviations: readonly { pointer: string; expected: string; received: string; repaired: boolean }[],
    route?: string,
  ): void;
  /** An uncaught error or rejection's reason; a failed dynamic import counts as a chunk failure. */
  error(error: unknown, filename?: string, route?: string): void;
  /** A failed chunk (Vite's `vite:preloadError` payload). */
  chunk(error: unknown, route?: string): void;
  /** A policy violation (a `securitypolicyviolation` event of the document). */
  violation(event: Pick<SecurityPolicyViolationEvent, 'effectiveDirective' | 'blockedURI' | 'sample' | 'sourceFile'>, route?: string): void;
  /** Sends what waits, now. */
  flush(): void;
  /** Sends what waits and stops listening. */
  stop(): void;
}

export const DEFAULT_SAMPLE_RATE = 1;
export const DEFAULT_VITALS_SAMPLE_RATE = 0.1;
export const DEFAULT_BATCH_SIZE = 20;
const TEXT_MAX = 120;

/** A rate from configuration text: a number from 0 to 1, else the default. */
export function sampleRateOf(text: string | undefined, fallback: number): number {
  const rate = text === undefined || text.trim() === '' ? Number.NaN : Number(text);
  return Number.isFinite(rate) && rate >= 0 && rate <= 1 ? rate : fallback;
}

const genericPointer = (pointer: string) => pointer.replace(/\/\d+(?=\/|$)/g, '/*');
/** Contract texts are not values, but a long number never belongs in a report. */
const clip = (text: string) => {
  const cut = text.replace(/\d{7,}/g, '…');
  return cut.length > TEXT_MAX ? `${cut.slice(0, TEXT_MAX - 1)}…` : cut;
};

interface Kept {
  event: TelemetryEvent;
  /** Occurrences in this page life, and how many of them were sent already. */
  seen: number;
  sent: number;
}

export function createTelemetry(options: TelemetryOptions): Telemetry {
  const random = options.random ?? Math.random;
  const batchSize = options.batchSize ?? DEFAULT_BATCH_SIZE;
  const maxEvents = options.maxEvents ?? 200;
  // Sampled once per page life: a sampled page reports everything of its kind, so counts add up.
  const eventsOn = random() < (options.sampleRate ?? DEFAULT_SAMPLE_RATE);
  const vitalsOn = random() < (options.vitalsSampleRate ?? DEFAULT_VITALS_SAMPLE_RATE);
  const kept = new Map<string, Kept>();
  const waiting = new Set<string>();
  let stopped = false;

  const routeNow = () => {
    try {
      return options.route();
    } catch {
      return '';
    }
  };

  function keep(key: string, event: TelemetryEvent, replace = false): void {
    if (stopped) return;
    const known = kept.get(key);
    if (known) {
      known.seen += 1;
      if (replace) known.event = event;
    } else {
      if (kept.size >= maxEvents) return;
      kept.set(key, { event, seen: 1, sent: 0 });
    }
    waiting.add(key);
    if (waiting.size >= batchSize) flush();
  }

  function flush(): void {
    if (waiting.size === 0) return;
    const events: TelemetryEvent[] = [];
    for (const key of waiting) {
      const entry = kept.get(key);
      if (!entry) continue;
      events.push(entry.event.type === 'vital' ? entry.event : { ...entry.event, count: entry.seen - entry.sent });
      entry.sent = entry.seen;
    }
    waiting.clear();
    const batch: TelemetryBatch = { schema: TELEMETRY_SCHEMA, build: options.build, events };
    try {
      navigator.sendBeacon(options.url, new Blob([JSON.stringify(batch)], { type: 'application/json' }));
    } catch {
      // No beacon (an old WebView) or a refused one: telemetry is never worth an error.
    }
  }

  const telemetry: Telemetry = {
    drift(operation, deviations, route = routeNow()) {
      if (!eventsOn) return;
      for (const deviation of deviations) {
        const event: DriftEvent = {
          type: 'drift',
          route,
          count: 1,
          operationId: operation.operationId,
          method: operation.method,
          path: operation.path,
          pointer: clip(genericPointer(deviation.pointer)),
          expected: clip(deviation.expected),
          received: receivedType(deviation.received),
          repaired: deviation.repaired,
        };
        keep(`drift ${route} ${event.operationId} ${event.pointer} ${event.expected} ${event.received} ${event.repaired}`, event);
      }
    },
    error(error, filename, route = routeNow()) {
      if (!eventsOn) return;
      if (failedChunkOf(error)) {
        telemetry.chunk(error, route);
        return;
      }
      const raw = error instanceof Object && 'message' in error ? (error as { message: unknown }).message : error;
      const event: UncaughtErrorEvent = {
        type: 'error',
        route,
        count: 1,
        name: errorName(error),
        message: scrubMessage(String(raw ?? '')),
        source: sourceFileOf(error, filename),
      };
      keep(`error ${route} ${event.name} ${event.message} ${event.source ?? ''}`, event);
    },
    chunk(error, route = routeNow()) {
      if (!eventsOn) return;
      const file = failedChunkOf(error) ?? 'unknown';
      keep(`chunk ${route} ${file}`, { type: 'chunk', route, count: 1, file });
    },
    violation(violation, route = routeNow()) {
      if (!eventsOn) return;
      const directive = /^[a-z-]{1,40}$/.test(violation.effectiveDirective) ? violation.effectiveDirective : 'other';
      const uri = violation.blockedURI ?? '';
      const blocked = /^(?:inline|eval|wasm-eval|trusted-types-sink|trusted-types-policy)$/.test(uri)
        ? uri
        : uri === ''
          ? 'inline'
          : ownAssetOf(uri)
            ? 'own'
            : 'other';
      // Trusted Types samples read `Element innerHTML|<the value>`: the sink's name only.
      const sinkName = blocked.startsWith('trusted-types') ? /^([A-Za-z]+ [A-Za-z]+)\|/.exec(violation.sample ?? '')?.[1] : undefined;
      const event: ViolationEvent = { type: 'violation', route, count: 1, directive, blocked };
      if (sinkName) event.sink = sinkName;
      const source = ownAssetOf(violation.sourceFile);
      if (source) event.source = source;
      keep(`violation ${route} ${directive} ${blocked} ${event.sink ?? ''} ${source ?? ''}`, event);
    },
    flush,
    stop() {
      flush();
      stopped = true;
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', flush);
      window.removeEventListener(TELEMETRY_FLUSH_EVENT, flush);
    },
  };

  // The last moments a page is sure to have: hidden (tab switch, app switch on a phone, closing)
  // and pagehide (navigation away, bfcache). web-vitals reports in its capturing listeners on
  // window, which run before this one on the document.
  const onVisibility = () => {
    if (document.visibilityState === 'hidden') flush();
  };
  document.addEventListener('visibilitychange', onVisibility);
  window.addEventListener('pagehide', flush);
  window.addEventListener(TELEMETRY_FLUSH_EVENT, flush);

  if (vitalsOn) {
    // LCP belongs to the page the visit landed on; INP and CLS to the page shown when reported.
    const landing = routeNow();
    const vital = (metric: Metric) => {
      if (metric.name !== 'LCP' && metric.name !== 'INP' && metric.name !== 'CLS') return;
      const value = metric.name === 'CLS' ? Math.round(metric.value * 10_000) / 10_000 : Math.round(metric.value);
      const event: VitalEvent = {
        type: 'vital',
        route: metric.name === 'LCP' ? landing : routeNow(),
        name: metric.name,
        value,
        rating: metric.rating,
      };
      // One entry per metric instance (a bfcache restore starts a new one): the latest value.
      keep(`vital ${metric.id}`, event, true);
    };
    onLCP(vital);
    onINP(vital);
    onCLS(vital);
  }

  return telemetry;
}
