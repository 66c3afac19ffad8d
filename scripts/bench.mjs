#!/usr/bin/env node
/**
 * `npm run bench`: how fast the production build loads (method in docs/performance.md).
 *
 * Builds the production bundle, serves it with gzip (scripts/lib/static-server.mjs behind
 * scripts/lib/bench-server.mjs, which answers /api from the mocks' data set), loads each route in
 * headless Chromium unthrottled and throttled (150 ms RTT, 1.6 Mbps down, 750 kbps up, CPU 4x),
 * prints the medians and writes them into docs/performance.md.
 *
 * Usage: node scripts/bench.mjs [--runs 5] [--out-dir dist] [--no-build] [--no-write]
 *                               [--routes /,/login,/experts,/userIndex] [--profiles unthrottled,throttled]
 *                               [--compare /tmp/dist-old[,DIR]]
 * `--profiles phone`: the throttled profile at a phone's width (412 px), where the phone twins show.
 * `--compare` measures other builds beside this one, load for load in turn (rows "route [dir]").
 * A benchmark, not a test: it never fails on slow figures (the budgets are `npm run budget`).
 */
import { spawnSync } from 'node:child_process';
import { cpus, loadavg, totalmem, type as osType, release } from 'node:os';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchChromium } from './lib/first-load.mjs';
import { closeMockApi, mockLogin, serveApp } from './lib/bench-server.mjs';
import { PROFILES, measureLoad } from './lib/bench-measure.mjs';
import {
  compareBuilds,
  formatComparison,
  formatTable,
  renderFiguresSection,
  replaceFiguresSection,
  summarize,
} from './lib/bench-report.mjs';
import { COOKIE_TOKEN_NAME, buildLabels, parseArgs } from './lib/bench-args.mjs';
import { contractChunks, formatContractCost, timeContractCheck } from './lib/bench-contract.mjs';
import { measureFirstLoad } from './lib/first-load.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const DOC = resolve(ROOT, 'docs/performance.md');

const options = parseArgs(process.argv.slice(2));
const distDir = resolve(ROOT, options.outDir);

function build() {
  console.log(`building the production bundle into ${distDir} ...`);
  const args = ['vite', 'build', '--mode', 'production', '--outDir', distDir, '--emptyOutDir', '--logLevel', 'warn'];
  const result = spawnSync('npx', args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8' });
  if (result.status !== 0) {
    process.stderr.write(result.stdout + result.stderr);
    throw new Error('vite build failed');
  }
}

function machineNote() {
  const cpu = cpus();
  const gib = (totalmem() / 1024 ** 3).toFixed(0);
  // The load average says how much else ran: on a shared machine it explains most of the noise.
  return `${cpu[0]?.model.trim() ?? 'unknown CPU'} (${cpu.length} logical CPUs), ${gib} GiB RAM, ${osType()} ${release()}, Node ${process.version}, load average ${loadAtStart.toFixed(1)} at start`;
}

const loadAtStart = loadavg()[0] ?? 0;
if (options.build) build();
if (!existsSync(resolve(distDir, 'index.html'))) throw new Error(`${distDir}/index.html missing: build first or drop --no-build`);

const server = await serveApp(distDir, { api: 'mocks' });
// Builds to measure beside this one (--compare), each on its own server with its own label.
const compareDirs = options.compare.map((d) => resolve(ROOT, d));
const labels = buildLabels([distDir, ...compareDirs]);
const builds = [{ dir: distDir, server, label: labels[0] }];
for (const [i, dir] of compareDirs.entries()) {
  if (!existsSync(resolve(dir, 'index.html'))) throw new Error(`${dir}/index.html missing`);
  builds.push({ dir, server: await serveApp(dir, { api: 'mocks' }), label: labels[i + 1] });
}
const browser = await launchChromium();
const chromiumVersion = browser.version();
const samples = [];
let contractCost;
try {
  // The contract check's cost: its bytes (and that none load before the first render) and its time.
  const chunks = contractChunks(distDir);
  const contractFiles = new Set([...chunks.core, ...chunks.schemas].map((f) => `/assets/${f}`));
  const firstLoad = [];
  for (const route of ['/', '/login']) {
    const load = await measureFirstLoad(browser, server.url, distDir, route);
    firstLoad.push({ route, bytes: load.files.filter((f) => contractFiles.has(f.path)).reduce((sum, f) => sum + f.gzip, 0) });
  }
  // The timing runs the source's contract check in Node: a source mid-change must not cost the load figures.
  const timing = await timeContractCheck().catch((error) => {
    console.warn(`contract check timing skipped: ${error.message}`);
    return null;
  });
  contractCost = timing ? formatContractCost({ chunks, firstLoad, timing }) : '';
  const token = options.routes.some((r) => r.login) ? await mockLogin(server.url) : null;
  // One unrecorded load warms the server, the disk cache and Chromium itself.
  for (const build of builds) await measureLoad(browser, { baseUrl: build.server.url, route: '/', distDir: build.dir });
  for (const profileName of options.profiles) {
    const profile = PROFILES[profileName];
    for (let run = 1; run <= options.runs; run += 1) {
      for (const { path, login } of options.routes) {
        const cookies = login ? [{ name: COOKIE_TOKEN_NAME, value: token }] : [];
        for (const build of builds) {
          const sample = await measureLoad(browser, { baseUrl: build.server.url, route: path, distDir: build.dir, profile, cookies });
          const route = builds.length > 1 ? `${path} [${build.label}]` : path;
          samples.push({ ...sample, route, path, build: build.label, run, profile: profileName });
        }
        process.stdout.write(`\r${profileName} run ${run}/${options.runs} ${path}          `);
      }
    }
  }
  process.stdout.write('\n\n');
} finally {
  await browser.close();
  for (const build of builds) await build.server.close();
  await closeMockApi();
}

const rows = summarize(samples);
console.log(formatTable(rows));
console.log('');
if (builds.length > 1) {
  // The rows' medians say little about a difference smaller than the noise: the ratios, load for load.
  console.log(`Side by side (${labels[0]} / other, ratio of the medians; 90 % interval from resampling the runs):`);
  console.log(formatComparison(compareBuilds(samples)));
  console.log('');
}
console.log('JS/CSS KB: gzip -9 of the JS and CSS requested before the app rendered the page (app ms). Times from navigation start.');
console.log('');
console.log(contractCost);

if (options.write) {
  const section = renderFiguresSection({
    rows,
    date: new Date().toISOString().slice(0, 10),
    machine: machineNote(),
    browser: `Chromium ${chromiumVersion} headless`,
    runs: options.runs,
    contractCost,
    build: options.build ? 'fresh production build' : `production build in ${options.outDir}`,
  });
  const doc = existsSync(DOC) ? readFileSync(DOC, 'utf8') : '# Performance\n';
  writeFileSync(DOC, replaceFiguresSection(doc, section));
  console.log(`figures written to ${DOC}`);
}
