import type { AnyRouter } from '@tanstack/react-router';
import type { ContractDriftSink } from '@/shared/api';
import type { Telemetry } from '@/shared/telemetry';

/*
 * Production's telemetry, plugged in (deploy/README.md "Telemetry"). Off, with nothing
 * listening and nothing loaded, unless the build has VITE_TELEMETRY_URL. When on, the listeners
 * below start with the app and keep what happens before the telemetry module has loaded; the
 * module itself (shared/telemetry, with web-vitals) loads when the browser is idle after the
 * first page has rendered, as preload-app-chunks.ts does, never in the first load.
 */

export interface TelemetrySettings {
  url: string;
  build: string;
  sample?: string;
  vitalsSample?: string;
}

/** The build's telemetry settings, or undefined when telemetry is off. */
export function telemetrySettings(): TelemetrySettings | undefined {
  const url = import.meta.env.VITE_TELEMETRY_URL;
  if (!url) return undefined;
  return {
    url,
    build: import.meta.env.VITE_BUILD_ID || 'unknown',
    sample: import.meta.env.VITE_TELEMETRY_SAMPLE,
    vitalsSample: import.meta.env.VITE_TELEMETRY_VITALS_SAMPLE,
  };
}

/** The route pattern shown (`/expert/$id`), never the URL: no ids, no query. */
export function routePattern(router: AnyRouter): string {
  const matches = router.state.matches;
  if (matches.some((match) => match.status === 'notFound')) return '(not found)';
  return matches.at(-1)?.fullPath ?? '';
}

/** After the first page has rendered, how long to leave its own requests alone (as preload-app-chunks.ts). */
const SETTLE_MS = 2000;
/** Events kept while the module loads: a start-up that throws in a loop must not fill the memory. */
const EARLY_MAX = 50;

function afterFirstRenderWhenIdle(router: AnyRouter, task: () => void): void {
  const stop = router.subscribe('onRendered', () => {
    stop();
    setTimeout(() => {
      if ('requestIdleCallback' in window) window.requestIdleCallback(() => task(), { timeout: 5000 });
      else setTimeout(task, 500);
    }, SETTLE_MS);
  });
}

export interface RunningTelemetry {
  /** The loaded client (undefined when its chunk could not be fetched). */
  ready: Promise<Telemetry | undefined>;
  /** The receiver of contract drift the HTTP client's setup is given (session-wiring.ts). */
  drift: ContractDriftSink;
  stop(): void;
}

/**
 * Starts telemetry when the build has it. `load` says when the module loads (tests: at once).
 * Returns undefined when off.
 */
export function startTelemetry(
  router: AnyRouter,
  settings: TelemetrySettings | undefined = telemetrySettings(),
  load: (task: () => void) => void = (task) => afterFirstRenderWhenIdle(router, task),
): RunningTelemetry | undefined {
  if (!settings) return undefined;
  let client: Telemetry | undefined;
  let stopped = false;
  const early: ((client: Telemetry) => void)[] = [];
  // The route is read when it happens, not when the module has loaded.
  const report = (call: (client: Telemetry, route: string) => void) => {
    if (stopped) return;
    const route = routePattern(router);
    if (client) call(client, route);
    else if (early.length < EARLY_MAX) early.push((loaded) => call(loaded, route));
  };

  const onError = (event: ErrorEvent) => report((c, route) => c.error(event.error ?? { message: event.message }, event.filename, route));
  const onRejection = (event: PromiseRejectionEvent) => report((c, route) => c.error(event.reason, undefined, route));
  // Vite fires it for every dynamic import of the build that fails (chunk-recovery.ts).
  const onChunk = (event: Event) => report((c, route) => c.chunk((event as Event & { payload?: unknown }).payload, route));
  // A library that trips the CSP or Trusted Types on a real phone: the directive and the file, so the team hears of it.
  const onViolation = (event: SecurityPolicyViolationEvent) => report((c, route) => c.violation(event, route));
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  window.addEventListener('vite:preloadError', onChunk);
  document.addEventListener('securitypolicyviolation', onViolation);

  const ready = new Promise<Telemetry | undefined>((resolve) => {
    load(() => {
      import('@/shared/telemetry')
        .then(({ createTelemetry, sampleRateOf, DEFAULT_SAMPLE_RATE, DEFAULT_VITALS_SAMPLE_RATE }) => {
          if (stopped) return resolve(undefined);
          client = createTelemetry({
            url: settings.url,
            build: settings.build,
            route: () => routePattern(router),
            sampleRate: sampleRateOf(settings.sample, DEFAULT_SAMPLE_RATE),
            vitalsSampleRate: sampleRateOf(settings.vitalsSample, DEFAULT_VITALS_SAMPLE_RATE),
          });
          for (const call of early.splice(0)) call(client);
          resolve(client);
        })
        // Its chunk could not be fetched (offline): this page life reports nothing.
        .catch(() => resolve(undefined));
    });
  });

  return {
    ready,
    drift: (operation, deviations) => report((c, route) => c.drift(operation, deviations, route)),
    stop() {
      stopped = true;
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
      window.removeEventListener('vite:preloadError', onChunk);
      document.removeEventListener('securitypolicyviolation', onViolation);
      client?.stop();
      early.length = 0;
    },
  };
}
