/**
 * What the run-time contract check costs, for `npm run bench`:
 * - bytes: gzip -9 of zod's chunk and of the generated schema chunks in the production build,
 *   and how many of those bytes `/` and `/login` load before their first render (must be 0);
 * - time: milliseconds to check one answer's data, for real answers of the mock data set at the
 *   largest page size, median of many runs in this Node process (V8, like Chromium; no 4x CPU
 *   slowdown: multiply by about 4 for the throttled phone profile).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { loadMockHandlers } from './bench-server.mjs';

const gzip = (path) => gzipSync(readFileSync(path), { level: 9 }).length;

/** The zod and schema chunks of a build, with their gzip sizes. */
export function contractChunks(distDir) {
  const assets = join(distDir, 'assets');
  const files = readdirSync(assets).filter((f) => f.endsWith('.js'));
  const core = files.filter((f) => f.startsWith('contract-zod-'));
  const schemas = files.filter((f) => /\.zod-[\w-]+\.js$/.test(f));
  const size = (list) => list.reduce((sum, f) => sum + gzip(join(assets, f)), 0);
  return {
    core,
    schemas,
    coreGzip: size(core),
    schemasGzip: size(schemas),
    largestSchemaGzip: Math.max(0, ...schemas.map((f) => gzip(join(assets, f)))),
  };
}

const SAMPLES = [
  { label: 'listExperts', url: '/api/portal/expert/list?page=1&pageSize=100', path: '/portal/expert/list' },
  { label: 'searchWorks', url: '/api/portal/work/search?page=1&pageSize=100', path: '/portal/work/search' },
  { label: 'listArticles', url: '/api/portal/article/list?page=1&pageSize=100&category=news', path: '/portal/article/list' },
  { label: 'getDictData', url: '/api/dict/data/type/sys_yes_no', path: '/dict/data/type/sys_yes_no' },
];

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

/** Median ms per check of each sample answer. */
export async function timeContractCheck({ rounds = 200 } = {}) {
  const { handlers, getResponse, load } = await loadMockHandlers();
  const check = await load('/src/shared/api/contract-check.ts');
  const { findOperation } = await load('/src/shared/api/operation-meta.ts');
  const rows = [];
  for (const sample of SAMPLES) {
    const response = await getResponse(handlers, new Request(`http://localhost${sample.url}`));
    const body = await response.json();
    const meta = findOperation('GET', sample.path);
    const answer = await check.loadAnswerSchema(meta);
    if (!answer) throw new Error(`no schema for ${sample.path}`);
    const { schema } = answer;
    const first = check.checkData(schema, body.data);
    if (!first.ok || first.deviations.length > 0) throw new Error(`the mock answer of ${sample.path} does not fit the contract`);
    for (let i = 0; i < 20; i += 1) check.checkData(schema, body.data);
    const times = [];
    for (let i = 0; i < rounds; i += 1) {
      const started = performance.now();
      check.checkData(schema, body.data);
      times.push(performance.now() - started);
    }
    const count = Array.isArray(body.data?.rows) ? body.data.rows.length : Array.isArray(body.data) ? body.data.length : 1;
    rows.push({ label: `${sample.label} (${count} rows)`, bytes: JSON.stringify(body.data).length, ms: median(times) });
  }
  return rows;
}

/** The bench's text about the contract check. */
export function formatContractCost({ chunks, firstLoad, timing }) {
  const kb = (bytes) => (bytes / 1024).toFixed(1);
  const lines = [
    'Contract check (answers checked against openapi.yaml at run time):',
    `  zod chunk ${kb(chunks.coreGzip)} KB gzip; ${chunks.schemas.length} schema chunks ${kb(chunks.schemasGzip)} KB gzip in all (largest ${kb(chunks.largestSchemaGzip)} KB), loaded with the first answer of their tag`,
    ...firstLoad.map((f) => `  before the first render of ${f.route}: ${kb(f.bytes)} KB gzip of them`),
    ...timing.map((t) => `  ${t.label} (${kb(t.bytes)} KB of JSON): ${t.ms.toFixed(3)} ms per check (median; Node, no CPU slowdown)`),
  ];
  return lines.join('\n');
}
