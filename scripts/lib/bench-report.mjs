/**
 * Pure parts of the benchmark: medians, the table, and the figures section of
 * docs/performance.md. No browser, no file system: scripts/bench.mjs does that.
 */

/** Median of the numbers among `values` (null/undefined skipped); null when there are none. */
export function median(values) {
  const numbers = values.filter((v) => typeof v === 'number' && Number.isFinite(v)).sort((a, b) => a - b);
  if (numbers.length === 0) return null;
  const mid = Math.floor(numbers.length / 2);
  return numbers.length % 2 === 1 ? numbers[mid] : (numbers[mid - 1] + numbers[mid]) / 2;
}

export const METRICS = [
  'jsGzip',
  'cssGzip',
  'earlyFiles',
  'firstPaintRequests',
  'requests',
  'fcp',
  'lcp',
  'main',
  'form',
  'app',
  'longTasks',
  'longTaskMs',
  'tbt',
  'tbtAll',
  'cls',
];

/**
 * One row per route and profile, each metric the median of the runs.
 * @param {{ route: string, profile: string, [metric: string]: unknown }[]} samples
 * @returns {{ route: string, profile: string, runs: number, [metric: string]: number | null }[]}
 */
export function summarize(samples) {
  const groups = new Map();
  for (const sample of samples) {
    const key = `${sample.profile}\u0000${sample.route}`;
    if (!groups.has(key)) groups.set(key, []);
    groups.get(key).push(sample);
  }
  return [...groups.values()].map((runs) => {
    const row = { route: runs[0].route, profile: runs[0].profile, runs: runs.length };
    for (const metric of METRICS) row[metric] = median(runs.map((r) => r[metric]));
    return row;
  });
}

/**
 * A generator of numbers in [0, 1) from a seed (mulberry32): the same samples give the same
 * interval, run after run.
 */
function seededRandom(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The `p` quantile (0..1) of ascending `sorted` numbers, interpolated between neighbours. */
function quantile(sorted, p) {
  const at = (sorted.length - 1) * p;
  const low = Math.floor(at);
  return sorted[low] + (sorted[Math.min(low + 1, sorted.length - 1)] - sorted[low]) * (at - low);
}

/** What the side-by-side lines compare: the first paint, the takeover, the blocking time. */
export const COMPARED_METRICS = [
  { metric: 'fcp', title: 'FCP' },
  { metric: 'app', title: 'takeover' },
  { metric: 'tbt', title: 'TBT' },
];

/**
 * The first build against each other build of a `--compare` run, load for load. The builds were
 * loaded in turn (run 1 of each, then run 2 of each...), so each run is a pair that met the same
 * moment of the machine. For each path, profile, other build and metric: the ratio of the
 * medians (first / other, as the table's rows would give it) and a 90 % interval of that ratio,
 * from `resamples` bootstrap draws of whole runs (the pairs kept together). An interval that holds
 * 1 says the run could not tell the two builds apart.
 * @param {{ path: string, build: string, run: number, profile: string, [metric: string]: unknown }[]} samples
 */
export function compareBuilds(samples, { metrics = COMPARED_METRICS.map((m) => m.metric), resamples = 2000, seed = 1 } = {}) {
  const builds = [...new Set(samples.map((s) => s.build))];
  const [first, ...others] = builds;
  const groups = new Map();
  for (const sample of samples) {
    const key = `${sample.profile}\u0000${sample.path}`;
    if (!groups.has(key)) groups.set(key, { path: sample.path, profile: sample.profile, runs: new Map() });
    const runs = groups.get(key).runs;
    if (!runs.has(sample.run)) runs.set(sample.run, new Map());
    runs.get(sample.run).set(sample.build, sample);
  }
  const random = seededRandom(seed);
  const rows = [];
  for (const { path, profile, runs } of groups.values()) {
    const present = new Set([...runs.values()].flatMap((byBuild) => [...byBuild.keys()]));
    for (const other of others.filter((build) => present.has(build))) {
      const row = { path, profile, build: first, other, runs: 0 };
      for (const metric of metrics) {
        const pairs = [...runs.values()]
          .map((byBuild) => [byBuild.get(first)?.[metric], byBuild.get(other)?.[metric]])
          .filter((pair) => pair.every((v) => typeof v === 'number' && Number.isFinite(v)));
        row.runs = Math.max(row.runs, pairs.length);
        const ratioOf = (chosen) => {
          const denominator = median(chosen.map((pair) => pair[1]));
          return denominator ? median(chosen.map((pair) => pair[0])) / denominator : null;
        };
        const ratio = pairs.length > 0 ? ratioOf(pairs) : null;
        if (ratio == null) {
          row[metric] = null;
          continue;
        }
        const draws = [];
        for (let i = 0; i < resamples; i += 1) {
          const draw = ratioOf(pairs.map(() => pairs[Math.floor(random() * pairs.length)]));
          if (draw != null) draws.push(draw);
        }
        draws.sort((a, b) => a - b);
        row[metric] = { ratio, low: quantile(draws, 0.05), high: quantile(draws, 0.95) };
      }
      rows.push(row);
    }
  }
  return rows;
}

/** compareBuilds' rows as lines: `/login throttled, dist against base (10 runs): FCP 0.91x (0.84-0.98) ...`. */
export function formatComparison(rows) {
  const ratio = (r) => (r == null ? '–' : `${r.ratio.toFixed(2)}x (${r.low.toFixed(2)}-${r.high.toFixed(2)})`);
  return rows
    .map(
      (row) =>
        `${row.path} ${row.profile}, ${row.build} against ${row.other} (${row.runs} runs): ` +
        COMPARED_METRICS.filter(({ metric }) => metric in row)
          .map(({ metric, title }) => `${title} ${ratio(row[metric])}`)
          .join(', '),
    )
    .join('\n');
}

const kb = (bytes) => (bytes == null ? '–' : (bytes / 1024).toFixed(1));
const ms = (value) => (value == null ? '–' : String(Math.round(value)));
const count = (value) => (value == null ? '–' : String(Math.round(value)));

export const COLUMNS = [
  { title: 'route', value: (r) => r.route },
  { title: 'profile', value: (r) => r.profile },
  { title: 'JS KB', value: (r) => kb(r.jsGzip), right: true },
  { title: 'CSS KB', value: (r) => kb(r.cssGzip), right: true },
  { title: 'JS/CSS files', value: (r) => count(r.earlyFiles), right: true },
  { title: 'paint req.', value: (r) => count(r.firstPaintRequests), right: true },
  { title: 'requests', value: (r) => count(r.requests), right: true },
  { title: 'FCP ms', value: (r) => ms(r.fcp), right: true },
  { title: 'LCP ms', value: (r) => ms(r.lcp), right: true },
  { title: 'h1 ms', value: (r) => ms(r.main), right: true },
  { title: 'form ms', value: (r) => ms(r.form), right: true },
  { title: 'app ms', value: (r) => ms(r.app), right: true },
  { title: 'long tasks', value: (r) => count(r.longTasks), right: true },
  { title: 'long task ms', value: (r) => ms(r.longTaskMs), right: true },
  { title: 'TBT ms', value: (r) => ms(r.tbt), right: true },
  { title: 'TBT all ms', value: (r) => ms(r.tbtAll), right: true },
  { title: 'CLS', value: (r) => (r.cls == null ? '–' : r.cls.toFixed(3)), right: true },
];

/** The table printed on the terminal: aligned columns. */
export function formatTable(rows) {
  const cells = rows.map((r) => COLUMNS.map((c) => c.value(r)));
  const widths = COLUMNS.map((c, i) => Math.max(c.title.length, ...cells.map((row) => row[i].length)));
  const line = (values) =>
    values
      .map((v, i) => (COLUMNS[i].right ? v.padStart(widths[i]) : v.padEnd(widths[i])))
      .join('  ')
      .trimEnd();
  return [line(COLUMNS.map((c) => c.title)), line(widths.map((w) => '-'.repeat(w))), ...cells.map(line)].join('\n');
}

/** The same rows as a Markdown table. */
export function formatMarkdownTable(rows) {
  const head = `| ${COLUMNS.map((c) => c.title).join(' | ')} |`;
  const rule = `|${COLUMNS.map((c) => (c.right ? '---:' : '---')).join('|')}|`;
  return [head, rule, ...rows.map((r) => `| ${COLUMNS.map((c) => c.value(r)).join(' | ')} |`)].join('\n');
}

export const DOC_START = '<!-- bench:start (written by `npm run bench`; edit outside these markers) -->';
export const DOC_END = '<!-- bench:end -->';

/**
 * The generated section of docs/performance.md: when, where, how often, and the table.
 * @param {{ rows: object[], date: string, machine: string, browser: string, runs: number, build: string }} report
 */
export function renderFiguresSection({ rows, date, machine, browser, runs, build, contractCost = '' }) {
  return [
    DOC_START,
    '',
    `Measured ${date} on ${machine}; ${browser}; ${build}; median of ${runs} runs per route and profile.`,
    '',
    formatMarkdownTable(rows),
    '',
    ...(contractCost ? ['```', contractCost, '```', ''] : []),
    DOC_END,
  ].join('\n');
}

/** Replaces the section between the markers of `doc` (or appends it when the markers are missing). */
export function replaceFiguresSection(doc, section) {
  const start = doc.indexOf(DOC_START);
  const end = doc.indexOf(DOC_END);
  if (start === -1 || end === -1 || end < start) return `${doc.trimEnd()}\n\n${section}\n`;
  return doc.slice(0, start) + section + doc.slice(end + DOC_END.length);
}
