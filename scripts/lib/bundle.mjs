/**
 * Pure-ish computations of the bundle budget (DESIGN.md "Checks", budgets). They read a built
 * `dist/` but never build, print or exit: `scripts/budget.mjs` does that.
 *
 * "Loaded before first render" is approximated statically: the entry script, the modulepreload
 * and stylesheet links of index.html, and every chunk reachable from them through static
 * `import`/`export ... from` statements. Dynamic `import()` targets (route chunks, lottie...) are
 * lazy by construction and are checked against the per-chunk limit instead.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { posix, join, relative, sep } from 'node:path';
import { gzipSync } from 'node:zlib';

export const INITIAL_BUDGET_BYTES = 200 * 1024;
export const ROUTE_CHUNK_BUDGET_BYTES = 30 * 1024;
/**
 * Vendor chunks that DESIGN.md lets load on demand (lottie, charts, the cropper) and zod with the
 * contract's schemas, loaded with the first checked answer (src/shared/api/contract-check.ts).
 */
export const ON_DEMAND_VENDOR = /lottie|chart|cropper|contract-zod/i;
/**
 * Code markers of the libraries DESIGN.md wants on demand only: strings their minified builds keep
 * (class names, element ids, globals). None may appear in what loads before the first render.
 * Add the chart library's marker here when one is installed.
 */
export const ON_DEMAND_MARKERS = [
  { library: 'lottie', markers: ['__lottie_element_', 'bodymovin'] },
  { library: 'cropper (react-easy-crop)', markers: ['reactEasyCrop_'] },
  { library: 'charts', markers: ['echarts', 'recharts-wrapper', 'chartjs-'] },
  // zod's own error text, and a description every generated envelope schema carries.
  { library: 'zod (contract check)', markers: ['Invalid input: expected', 'The envelope of every JSON response.'] },
];
/**
 * A chunk of the contract's schemas (`<tag>.zod-<hash>.js`, one per tag of generated/zod). The
 * build lets its dynamic import preload its dependencies (zod), which no other lazy chunk does.
 * @param {string} file a chunk's file name, e.g. `assets/article.zod-C2dp6DYQ.js`
 */
export function isSchemaChunk(file) {
  return /(^|\/)[\w-]+\.zod-[\w-]+\.js$/.test(file);
}
/** Markers of msw and faker, which must never reach the production build. */
export const FORBIDDEN_MARKERS = ['mockServiceWorker', 'setupWorker', '[MSW]', 'fakerZH_CN', '@faker-js'];
export const FORBIDDEN_FILES = ['mockServiceWorker.js'];

/** gzip size the way a server with `gzip_comp_level 9` would send it. */
export function gzipSize(content) {
  return gzipSync(content, { level: 9 }).length;
}

/**
 * The assets index.html makes the browser fetch before anything renders.
 * @param {string} html
 * @returns {{ scripts: string[], modulepreloads: string[], stylesheets: string[] }} URLs as written
 */
export function parseIndexHtml(html) {
  const scripts = [];
  const modulepreloads = [];
  const stylesheets = [];
  for (const [tag] of html.matchAll(/<(?:script|link)\b[^>]*>/gi)) {
    const attrs = parseAttributes(tag);
    if (/^<script/i.test(tag)) {
      // Only external module scripts are chunks; classic inline scripts have no src.
      if (attrs.src) scripts.push(attrs.src);
      continue;
    }
    const rel = (attrs.rel ?? '').toLowerCase().split(/\s+/);
    if (!attrs.href) continue;
    if (rel.includes('modulepreload')) modulepreloads.push(attrs.href);
    else if (rel.includes('stylesheet')) stylesheets.push(attrs.href);
  }
  return { scripts, modulepreloads, stylesheets };
}

function parseAttributes(tag) {
  /** @type {Record<string, string>} */
  const attrs = {};
  for (const m of tag.matchAll(/([\w:-]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g)) {
    const name = m[1].toLowerCase();
    if (name === 'script' || name === 'link') continue;
    attrs[name] = m[2] ?? m[3] ?? m[4] ?? '';
  }
  return attrs;
}

/**
 * Specifiers of the static imports and re-exports of a built chunk, minified or not:
 * `import{a as b}from"./x.js"`, `import "./y.js"`, `export * from './z.js'`. Dynamic
 * `import("./x.js")` and `import.meta` do not match: after `import` comes `(` or `.`.
 * @param {string} code
 * @returns {string[]}
 */
export function staticImports(code) {
  const found = [];
  const re = /(?:^|[^\w$.])(?:import|export)\s*(?:[\w$*{}\s,]*?\s*from\s*)?(["'])([^"'\n]+)\1/g;
  for (const m of code.matchAll(re)) found.push(m[2]);
  return found;
}

/**
 * Maps a URL from index.html or an import specifier to a path relative to dist (posix), or
 * null for anything that is not a file of this build (other origins, bare specifiers).
 * @param {string} url
 * @param {string} fromFile dist-relative file the URL appears in ('index.html' for the page)
 */
export function resolveDistPath(url, fromFile) {
  if (/^[a-z][a-z\d+.-]*:|^\/\//i.test(url)) return null;
  const clean = url.split(/[?#]/)[0];
  if (clean.startsWith('/')) return posix.normalize(clean.slice(1));
  if (!clean.startsWith('./') && !clean.startsWith('../')) {
    // index.html's own relative URLs ("assets/x.js" with base './'); chunks only import ./ paths.
    return fromFile === 'index.html' ? posix.normalize(clean) : null;
  }
  const resolved = posix.normalize(posix.join(posix.dirname(fromFile), clean));
  return resolved.startsWith('..') ? null : resolved;
}

/** All files under dir, as dist-relative posix paths. */
export function listFiles(dir) {
  const out = [];
  const walk = (d) => {
    for (const entry of readdirSync(d, { withFileTypes: true })) {
      const full = join(d, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.isFile()) out.push(relative(dir, full).split(sep).join('/'));
    }
  };
  walk(dir);
  return out.sort();
}

/**
 * The JS and CSS the page loads before its first render: index.html's entry scripts,
 * modulepreloads and stylesheets, closed over static imports.
 * @param {string} distDir
 * @returns {{ files: string[], missing: string[] }} dist-relative paths; missing = referenced but absent
 */
export function initialAssets(distDir) {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const { scripts, modulepreloads, stylesheets } = parseIndexHtml(html);
  const roots = [...scripts, ...modulepreloads, ...stylesheets].map((url) => resolveDistPath(url, 'index.html')).filter((p) => p !== null);
  return staticClosure(distDir, roots);
}

/**
 * Files reachable from roots through static imports of JS chunks.
 * @param {string} distDir
 * @param {string[]} roots dist-relative paths
 */
export function staticClosure(distDir, roots) {
  const seen = new Set();
  const missing = new Set();
  const queue = [...roots];
  while (queue.length > 0) {
    const file = queue.shift();
    if (seen.has(file) || missing.has(file)) continue;
    const full = join(distDir, file);
    if (!existsSync(full) || !statSync(full).isFile()) {
      missing.add(file);
      continue;
    }
    seen.add(file);
    if (!/\.m?js$/.test(file)) continue;
    for (const spec of staticImports(readFileSync(full, 'utf8'))) {
      const target = resolveDistPath(spec, file);
      // A specifier that names no file is text that only looks like an import; skip it.
      if (target !== null && existsSync(join(distDir, target))) queue.push(target);
    }
  }
  return { files: [...seen].sort(), missing: [...missing].sort() };
}

/**
 * Everything budget.mjs reports and checks.
 * @param {string} distDir
 * @param {{ initialBudget?: number, routeChunkBudget?: number, onDemandVendor?: RegExp }} [options]
 */
export function analyzeDist(distDir, options = {}) {
  const initialBudget = options.initialBudget ?? INITIAL_BUDGET_BYTES;
  const routeChunkBudget = options.routeChunkBudget ?? ROUTE_CHUNK_BUDGET_BYTES;
  const onDemandVendor = options.onDemandVendor ?? ON_DEMAND_VENDOR;
  /** @type {string[]} */
  const breaches = [];

  if (!existsSync(join(distDir, 'index.html'))) {
    return { rows: [], initial: { raw: 0, gzip: 0 }, breaches: [`${distDir}/index.html not found: build first`] };
  }

  const initial = initialAssets(distDir);
  for (const file of initial.missing) breaches.push(`index.html or a chunk references ${file}, which is not in dist`);
  const initialSet = new Set(initial.files);
  const all = listFiles(distDir);

  const rows = [];
  for (const file of all) {
    if (!/\.(m?js|css)$/.test(file)) continue;
    const content = readFileSync(join(distDir, file));
    const isJs = !file.endsWith('.css');
    const kind = initialSet.has(file)
      ? 'initial'
      : isJs && onDemandVendor.test(posix.basename(file))
        ? 'vendor'
        : isJs
          ? 'route'
          : 'lazy-css';
    rows.push({ file, kind, raw: content.length, gzip: gzipSize(content) });
  }

  const initialRows = rows.filter((r) => r.kind === 'initial');
  const total = {
    raw: initialRows.reduce((s, r) => s + r.raw, 0),
    gzip: initialRows.reduce((s, r) => s + r.gzip, 0),
  };
  if (total.gzip > initialBudget) {
    breaches.push(`initial JS+CSS for / is ${kb(total.gzip)} KB gzip, over the ${kb(initialBudget)} KB budget`);
  }
  for (const r of rows) {
    if (r.kind === 'route' && r.gzip > routeChunkBudget) {
      breaches.push(`route chunk ${r.file} is ${kb(r.gzip)} KB gzip, over the ${kb(routeChunkBudget)} KB limit`);
    }
  }
  breaches.push(...forbiddenContent(distDir, all));
  breaches.push(...onDemandInInitial(distDir, initial.files));

  return { rows, initial: total, breaches };
}

/**
 * Lottie, charts and the cropper load only when used: none of their code may sit in a file
 * loaded before the first render.
 * @param {string} distDir
 * @param {string[]} initialFiles dist-relative paths (initialAssets().files)
 * @param {{ library: string, markers: string[] }[]} [libraries]
 * @returns {string[]} one message per offending file and library
 */
export function onDemandInInitial(distDir, initialFiles, libraries = ON_DEMAND_MARKERS) {
  const found = [];
  for (const file of initialFiles) {
    if (!/\.m?js$/.test(file)) continue;
    const text = readFileSync(join(distDir, file), 'latin1');
    for (const { library, markers } of libraries) {
      const marker = markers.find((m) => text.includes(m));
      if (marker) found.push(`${file} loads before the first render but contains ${library} code ("${marker}"); load it on demand`);
    }
  }
  return found;
}

/**
 * msw and faker must never ship: no worker file, no file mentioning their markers.
 * @param {string} distDir
 * @param {string[]} [files] dist-relative paths, listed when omitted
 * @returns {string[]} one message per offence
 */
export function forbiddenContent(distDir, files = listFiles(distDir)) {
  const found = [];
  for (const file of files) {
    if (FORBIDDEN_FILES.includes(posix.basename(file))) found.push(`${file} must not be in the production build`);
    // latin1 keeps every byte, so binary files cannot throw and ASCII markers still match.
    const text = readFileSync(join(distDir, file), 'latin1');
    for (const marker of FORBIDDEN_MARKERS) {
      if (text.includes(marker)) found.push(`${file} contains "${marker}" (msw/faker must not be in dist)`);
    }
  }
  return found;
}

/** Bytes to KB with one decimal, as printed. */
export function kb(bytes) {
  return (bytes / 1024).toFixed(1);
}
