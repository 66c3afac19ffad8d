/**
 * The first load's modules evaluated in steps, one task each (issue 13, total blocking time).
 *
 * A browser evaluates a module script and everything it imports statically in one task: about
 * 170-210 ms for the portal's entry on a phone four times slower than a desktop, all of it blocking.
 * A build therefore replaces index.html's entry script by a small module of its own
 * (`start-<hash>.js`, made here): it imports the entry's chunks one after the other, each after
 * the one it depends on, with a new task between two imports, and the entry itself last. Every
 * chunk is still fetched from the start (the HTML keeps a modulepreload for each, the entry's own
 * included), so the steps cost no round trip; evaluating a chunk that is already there is all a
 * step does. What runs, and in which order, is what ran before: a module still runs after all
 * it imports.
 */

/** The entry's static imports in the order they can be evaluated (each after its own imports), the entry last. */
export function evaluationOrder(bundle, entryFile) {
  const order = [];
  const seen = new Set();
  const visit = (file) => {
    const chunk = bundle[file];
    if (seen.has(file) || chunk?.type !== 'chunk') return;
    seen.add(file);
    chunk.imports.forEach(visit);
    order.push(file);
  };
  visit(entryFile);
  return order;
}

/**
 * The start module's source for these chunk URLs (absolute paths, in evaluationOrder): it imports
 * them one by one, with a new task before each but the first (`scheduler.yield` where the browser
 * has it, else a zero timeout). A chunk that cannot be loaded stops it, as a failed static import
 * stopped the entry before: the prerendered page stays, and the console says which file failed.
 */
export function startModuleSource(urls) {
  return `(async (urls) => {
  const nextTask = () =>
    globalThis.scheduler?.yield ? globalThis.scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
  for (const [index, url] of urls.entries()) {
    if (index > 0) await nextTask();
    await import(url);
  }
})(${JSON.stringify(urls)});
`;
}

/**
 * index.html with its entry started by the start module: the entry's `<script>` becomes a
 * modulepreload (fetched as early as before) and the start module's script takes its place.
 * Throws when the entry's script is not found: the build must not ship an entry nothing starts.
 */
export function withStartModule(html, entryUrl, startUrl) {
  const entryScript = new RegExp(`<script type="module" crossorigin src="${entryUrl.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"></script>`);
  if (!entryScript.test(html)) throw new Error(`start-in-steps: no <script> for ${entryUrl} in index.html`);
  return html.replace(
    entryScript,
    `<script type="module" crossorigin src="${startUrl}"></script>\n    <link rel="modulepreload" crossorigin href="${entryUrl}">`,
  );
}
