/**
 * The portal as the API diff sees it: an import graph of `src/` and `mocks/`, the routes, the
 * mock handlers, and per file the words its code uses.
 *
 * Each module is parsed with TypeScript's own parser (no type checking: a few seconds for the
 * whole tree). An import is resolved as Vite and tsconfig resolve it (`@/` is `src/`, `@mocks/`
 * is `mocks/`, a folder is its `index.ts`), and a named import is followed through barrels
 * (`export { X } from`, `export * from`) to the module that declares the name, so a page that
 * imports one formatter from `@/entities/expert` does not reach every component of that slice.
 *
 * - A route reaches the modules its files import at run time (type-only imports carry no code),
 *   transitively; the route tree, other routes, tests and mocks stop the walk.
 * - A module *uses* an operation when it imports, at run time, a generated name of that operation
 *   (`useListExperts`, `listExperts`, `getListExpertsQueryKey`, ...), or writes its operationId
 *   or its path as a string.
 * - A module *handles* a field when it imports any name of the operation, or a generated model
 *   type the field comes through (`Expert` for `data.rows[].institution`), type-only imports
 *   included; it *names* the field when the field's name is one of its words (identifiers,
 *   property names, string and number literals, outside import lines and comments).
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative, resolve, dirname, sep } from 'node:path';
import ts from 'typescript';

const SOURCE = /\.(ts|tsx|mts)$/;
const EXTENSIONS = ['.ts', '.tsx', '.mts', '.d.ts'];
const GENERATED = 'src/shared/api/generated/';
const ROUTES = 'src/app/routes/';
const ROUTE_TREE = 'src/app/routeTree.gen.ts';

const posix = (path) => path.split(sep).join('/');

function listFiles(root, dir, out = []) {
  const absolute = join(root, dir);
  if (!existsSync(absolute)) return out;
  for (const entry of readdirSync(absolute)) {
    if (entry === 'node_modules' || entry === 'public' || entry.startsWith('.')) continue;
    const path = `${dir}/${entry}`;
    if (statSync(join(root, path)).isDirectory()) listFiles(root, path, out);
    else if (SOURCE.test(entry)) out.push(path);
  }
  return out;
}

/** What kind of module a path is; the walk and the judgements depend on it. */
export function kindOf(path) {
  if (path.startsWith(GENERATED)) return 'generated';
  if (path === ROUTE_TREE) return 'route-tree';
  if (/\.(test|spec)\.tsx?$/.test(path) || /\/test\//.test(path) || path.startsWith('src/app/test')) return 'test';
  if (path.startsWith(ROUTES)) return 'route';
  if (path.startsWith('mocks/')) return 'mock';
  return 'src';
}

/** A route id as a user types it: `/_portal/_center/agentHome` is `/agentHome`. */
export function routePathOf(id) {
  if (id === '__root__') return 'root (every page)';
  if (id === '__entry__') return "the app's entry (every page)";
  const segments = id.split('/').filter(Boolean);
  const shown = `/${segments.filter((segment) => !segment.startsWith('_')).join('/')}`;
  // `/_portal/` is the index page of a layout; `/_portal` the layout itself.
  const layout = !id.endsWith('/') && segments.at(-1)?.startsWith('_');
  return layout ? `layout ${id} (every page under it)` : shown;
}

const emptyModule = (path) => ({
  path,
  kind: kindOf(path),
  imports: [],
  reexports: new Map(),
  stars: [],
  locals: new Set(),
  words: new Set(),
  strings: new Set(),
  calls: [],
  routeIds: [],
});

const textOf = (node) => (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) ? node.text : undefined);

/**
 * The exports of a generated module. Orval starts each declaration on a line of its own, in a fixed shape
 * (`export const getListExpertsQueryKey = ...`, `export * from './expert';`), so a line pattern
 * reads them as well as the parser does, in a fraction of the time (the generated client is a
 * third of the code and none of it is read for words).
 */
function parseGenerated(path, text) {
  const module = emptyModule(path);
  for (const match of text.matchAll(
    /^[ \t]*export\s+(?:declare\s+)?(?:async\s+)?(?:const|let|var|function\*?|class|interface|type|enum)\s+([A-Za-z_$][\w$]*)/gm,
  ))
    module.locals.add(match[1]);
  for (const match of text.matchAll(/^[ \t]*export\s+\*\s+from\s+['"]([^'"]+)['"]/gm)) module.stars.push(match[1]);
  for (const match of text.matchAll(/^[ \t]*export\s+(?:type\s+)?\{([^}]*)\}\s+from\s+['"]([^'"]+)['"]/gm)) {
    for (const part of match[1].split(',')) {
      const [name, alias] = part
        .replace(/^\s*type\s+/, '')
        .trim()
        .split(/\s+as\s+/);
      if (name) module.reexports.set(alias ?? name, { from: match[2], name, typeOnly: false });
    }
  }
  return module;
}

/** Imports, exports and (outside generated code) words, calls and route ids of one module. */
function parseModule(path, text) {
  if (path.startsWith(GENERATED) || path === ROUTE_TREE) return parseGenerated(path, text);
  const kind = path.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, false, kind);
  const module = emptyModule(path);
  const hasExport = (node) => node.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement)) {
      const from = textOf(statement.moduleSpecifier);
      const clause = statement.importClause;
      if (!clause) {
        module.imports.push({ from, names: '*', typeOnly: false });
        continue;
      }
      const typeOnly = clause.isTypeOnly;
      const names = [];
      if (clause.name) names.push({ name: 'default', typeOnly });
      const bindings = clause.namedBindings;
      if (bindings && ts.isNamespaceImport(bindings)) module.imports.push({ from, names: '*', typeOnly });
      if (bindings && ts.isNamedImports(bindings)) {
        for (const element of bindings.elements)
          names.push({ name: (element.propertyName ?? element.name).text, typeOnly: typeOnly || element.isTypeOnly });
      }
      if (names.length) module.imports.push({ from, names, typeOnly: names.every((n) => n.typeOnly) });
    } else if (ts.isExportDeclaration(statement)) {
      const from = statement.moduleSpecifier ? textOf(statement.moduleSpecifier) : undefined;
      const clause = statement.exportClause;
      if (!from) {
        for (const element of clause && ts.isNamedExports(clause) ? clause.elements : []) module.locals.add(element.name.text);
      } else if (!clause) {
        module.stars.push(from);
      } else if (ts.isNamespaceExport(clause)) {
        module.reexports.set(clause.name.text, { from, name: '*', typeOnly: statement.isTypeOnly });
      } else {
        for (const element of clause.elements) {
          module.reexports.set(element.name.text, {
            from,
            name: (element.propertyName ?? element.name).text,
            typeOnly: statement.isTypeOnly || element.isTypeOnly,
          });
        }
      }
    } else if (ts.isExportAssignment(statement)) {
      module.locals.add('default');
    } else if (hasExport(statement)) {
      if (ts.isVariableStatement(statement)) {
        for (const declaration of statement.declarationList.declarations)
          if (ts.isIdentifier(declaration.name)) module.locals.add(declaration.name.text);
      } else if (statement.name && ts.isIdentifier(statement.name)) {
        const isDefault = statement.modifiers.some((m) => m.kind === ts.SyntaxKind.DefaultKeyword);
        module.locals.add(isDefault ? 'default' : statement.name.text);
      }
    }
  }

  const lineOf = (node) => source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
  const visit = (node) => {
    if (ts.isImportDeclaration(node)) return;
    if (ts.isIdentifier(node) || ts.isPrivateIdentifier(node)) module.words.add(node.text);
    else if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      module.words.add(node.text);
      module.strings.add(node.text);
    } else if (ts.isNumericLiteral(node)) module.words.add(String(Number(node.text)));
    else if (ts.isCallExpression(node)) {
      const callee = node.expression;
      const first = node.arguments[0] && textOf(node.arguments[0]);
      const name = ts.isIdentifier(callee)
        ? callee.text
        : ts.isPropertyAccessExpression(callee) && ts.isIdentifier(callee.expression)
          ? `${callee.expression.text}.${callee.name.text}`
          : '';
      if (callee.kind === ts.SyntaxKind.ImportKeyword) {
        if (first) module.imports.push({ from: first, names: '*', typeOnly: false });
      } else if (/^createRootRoute/.test(name)) {
        module.routeIds.push('__root__');
      } else if (first !== undefined) {
        // http.get('*/portal/expert/list', ...), onApi('listExperts', ...), createFileRoute('/_portal/experts')
        module.calls.push({ callee: name, argument: first, line: lineOf(node) });
        if (name === 'createFileRoute' || name === 'createLazyFileRoute') module.routeIds.push(first);
      }
    }
    ts.forEachChild(node, visit);
  };
  ts.forEachChild(source, visit);
  return module;
}

/**
 * Scans `src/` and `mocks/` under `root`. `operationIds` are every operationId of both contract
 * versions (a name is matched to the longest id it is made of); `tags` the tags (orval's
 * `get<Tag>Mock` lists every handler of a tag and belongs to none of its operations).
 */
export function scanPortal(root, { operationIds, tags = [] }) {
  const files = [...listFiles(root, 'src'), ...listFiles(root, 'mocks')];
  const modules = new Map(files.map((path) => [path, parseModule(path, readFileSync(join(root, path), 'utf8'))]));

  const resolveSpecifier = (from, specifier) => {
    if (!specifier) return undefined;
    const bare = specifier.split('?')[0];
    let base;
    if (bare.startsWith('@/')) base = `src/${bare.slice(2)}`;
    else if (bare.startsWith('@mocks/')) base = `mocks/${bare.slice(7)}`;
    else if (bare.startsWith('.')) base = posix(relative(root, resolve(root, dirname(from), bare)));
    else return undefined;
    if (modules.has(base)) return base;
    for (const extension of EXTENSIONS) if (modules.has(base + extension)) return base + extension;
    for (const extension of EXTENSIONS) if (modules.has(`${base}/index${extension}`)) return `${base}/index${extension}`;
    return undefined;
  };

  /** The module that declares `name` as seen from `path` (through re-exports), or undefined. */
  const originOf = (path, name, seen = new Set()) => {
    const module = modules.get(path);
    if (!module || seen.has(path)) return undefined;
    seen.add(path);
    if (module.locals.has(name)) return { path, name };
    const re = module.reexports.get(name);
    if (re) {
      const target = resolveSpecifier(path, re.from);
      if (!target) return { path, name };
      return re.name === '*' ? { path: target, name: '*' } : (originOf(target, re.name, seen) ?? { path: target, name: re.name });
    }
    for (const star of module.stars) {
      const target = resolveSpecifier(path, star);
      const found = target && originOf(target, name, seen);
      if (found) return found;
    }
    return undefined;
  };

  /** A module's whole namespace: itself and everything it re-exports. */
  const namespaceOf = (path, seen = new Set()) => {
    if (seen.has(path)) return [];
    seen.add(path);
    const module = modules.get(path);
    const targets = [path];
    for (const re of module?.reexports.values() ?? []) {
      const target = resolveSpecifier(path, re.from);
      if (target) targets.push(...namespaceOf(target, seen));
    }
    for (const star of module?.stars ?? []) {
      const target = resolveSpecifier(path, star);
      if (target) targets.push(...namespaceOf(target, seen));
    }
    return targets;
  };

  // Edges: module -> declaring module, with the name imported (or '*') and whether only as a type.
  for (const module of modules.values()) {
    module.edges = [];
    for (const entry of module.imports) {
      const target = resolveSpecifier(module.path, entry.from);
      if (!target) continue;
      if (entry.names === '*') {
        for (const path of namespaceOf(target)) module.edges.push({ path, name: '*', typeOnly: entry.typeOnly });
        continue;
      }
      for (const { name, typeOnly } of entry.names) {
        const origin = originOf(target, name) ?? { path: target, name };
        const paths = origin.name === '*' ? namespaceOf(origin.path) : [origin.path];
        for (const path of paths) module.edges.push({ path, name: origin.name === '*' ? '*' : origin.name, typeOnly });
      }
    }
  }

  const ids = [...new Set(operationIds)].sort((a, b) => b.length - a.length);
  const tagMocks = new Set(tags.map((tag) => `get${tag}mock`.toLowerCase()));
  /** The operation a generated name belongs to: `getGetExpertQueryKey` is getExpert's, not getExpertFilters'. */
  const operationOfName = (name) => {
    const lower = name.toLowerCase();
    if (tagMocks.has(lower)) return undefined;
    for (const id of ids) {
      const l = id.toLowerCase();
      if (['', 'use', 'get', 'prefetch'].some((prefix) => lower.startsWith(prefix + l))) return id;
    }
    return undefined;
  };

  const isGenerated = (path) => path.startsWith(GENERATED);
  const routeFiles = [...modules.values()].filter((m) => m.kind === 'route');
  const routes = new Map();
  for (const module of routeFiles) {
    for (const id of module.routeIds) {
      const route = routes.get(id) ?? { id, path: routePathOf(id), files: [] };
      route.files.push(module.path);
      routes.set(id, route);
    }
  }

  // The page's own module script (index.html) loads what every page has: the session, its
  // user-info call, the app's wiring. It counts as a route of its own.
  const html = existsSync(join(root, 'index.html')) ? readFileSync(join(root, 'index.html'), 'utf8') : '';
  for (const match of html.matchAll(/<script\b[^>]*\btype=["']module["'][^>]*\bsrc=["']\/?([^"']+)["']/g)) {
    if (modules.has(match[1])) routes.set('__entry__', { id: '__entry__', path: routePathOf('__entry__'), files: [match[1]] });
  }

  /** The modules a route's files load, transitively, by run-time imports. */
  const reachCache = new Map();
  const reachOf = (route) => {
    if (reachCache.has(route.id)) return reachCache.get(route.id);
    const seen = new Set(route.files);
    const queue = [...route.files];
    while (queue.length) {
      const module = modules.get(queue.pop());
      for (const edge of module?.edges ?? []) {
        if (edge.typeOnly || seen.has(edge.path)) continue;
        const kind = kindOf(edge.path);
        if (kind === 'route' || kind === 'route-tree' || kind === 'test' || kind === 'mock') continue;
        seen.add(edge.path);
        queue.push(edge.path);
      }
    }
    reachCache.set(route.id, seen);
    return seen;
  };

  return {
    modules,
    routes: [...routes.values()],
    reachOf,
    operationOfName,
    /** Names this module imports from generated code (type-only included), each with its operation if any. */
    generatedNamesOf(path) {
      return (modules.get(path)?.edges ?? [])
        .filter((edge) => isGenerated(edge.path))
        .map((edge) => ({ ...edge, operation: operationOfName(edge.name) }));
    },
    isGenerated,
  };
}
