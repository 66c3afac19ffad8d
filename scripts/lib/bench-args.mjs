/** Command line of scripts/bench.mjs. */

/** The session cookie the app reads (SPEC §3; COOKIE_TOKEN in src/shared/config). */
export const COOKIE_TOKEN_NAME = 'Front-Token';

/**
 * Four of the prerendered entry routes, and /userIndex, measured logged in (the mock API's
 * individual user).
 */
export const DEFAULT_ROUTES = ['/', '/login', '/experts', '/news', '/userIndex'];
const LOGIN_ROUTES = new Set(['/userIndex']);
export const DEFAULT_PROFILES = ['unthrottled', 'throttled'];
/** Profiles measured only when asked for (`--profiles phone`). */
const KNOWN_PROFILES = [...DEFAULT_PROFILES, 'phone'];
export const MIN_RUNS = 5;

/**
 * @param {string[]} argv process.argv.slice(2)
 * `--compare DIR[,DIR]`: other builds measured in the same run, each load of the main build
 * followed by the same load of each of them, so that the machine's load falls on all alike
 * (a side-by-side table; nothing is written to docs/performance.md).
 * @returns {{ runs: number, outDir: string, build: boolean, write: boolean, compare: string[],
 *   routes: { path: string, login: boolean }[], profiles: string[] }}
 */
export function parseArgs(argv) {
  const options = {
    runs: MIN_RUNS,
    outDir: 'dist',
    build: true,
    write: true,
    compare: [],
    routes: DEFAULT_ROUTES,
    profiles: DEFAULT_PROFILES,
  };
  const value = (i, flag) => {
    const v = argv[i + 1];
    if (v === undefined || v.startsWith('--')) throw new Error(`${flag} needs a value`);
    return v;
  };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (arg === '--runs') {
      options.runs = Number(value(i, arg));
      i += 1;
      if (!Number.isInteger(options.runs) || options.runs < 1) throw new Error('--runs must be a positive integer');
    } else if (arg === '--out-dir') {
      options.outDir = value(i, arg);
      i += 1;
    } else if (arg === '--compare') {
      options.compare = value(i, arg).split(',').filter(Boolean);
      i += 1;
      options.write = false;
    } else if (arg === '--routes') {
      options.routes = value(i, arg).split(',').filter(Boolean);
      i += 1;
    } else if (arg === '--profiles') {
      options.profiles = value(i, arg).split(',').filter(Boolean);
      i += 1;
      const unknown = options.profiles.filter((p) => !KNOWN_PROFILES.includes(p));
      if (unknown.length > 0) throw new Error(`unknown profile ${unknown.join(', ')} (known: ${KNOWN_PROFILES.join(', ')})`);
    } else if (arg === '--no-build') options.build = false;
    else if (arg === '--no-write') options.write = false;
    else throw new Error(`unknown option ${arg}`);
  }
  return { ...options, routes: options.routes.map((path) => ({ path, login: LOGIN_ROUTES.has(path) })) };
}

/**
 * The label of each measured build in the table: its folder's name, or as many of its last path
 * parts as tell it apart from the others (`main/dist` beside `wt/dist`). Samples are grouped by
 * label, so two builds must never share one.
 * @param {string[]} dirs absolute folders, the main build first
 * @returns {string[]}
 */
export function buildLabels(dirs) {
  const parts = dirs.map((dir) => dir.split(/[\\/]/).filter(Boolean));
  const deepest = Math.max(...parts.map((p) => p.length));
  let labels = [];
  for (let depth = 1; depth <= deepest; depth += 1) {
    labels = parts.map((p) => p.slice(-depth).join('/'));
    if (new Set(labels).size === labels.length) return labels;
  }
  // The same folder twice: numbered.
  return labels.map((label, i) => (labels.indexOf(label) === i ? label : `${label} (${i + 1})`));
}
