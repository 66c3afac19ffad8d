/**
 * What each change of the contract means for this portal, judged as the portal is built now
 * (its generated schemas and its screens) talking to a backend that follows the new contract:
 *
 * - `breaks`: a screen stops working or loses what it shows: a field a screen reads is gone or
 *   retyped, a value a screen switches on is gone, the answer no longer passes the run-time
 *   check (src/shared/api/contract-check.ts: a missing required field, another type, a value
 *   outside an enum fail the section), a request field the portal does not send became required,
 *   a path the portal calls is gone or moved;
 * - `tolerated`: the boundary covers it (normalize-answer.ts, contract-check.ts, ADR 0001): a
 *   number or boolean where a string is now declared is converted, `null` for an optional field
 *   is read as absent, a day is read from a date-time; or a default covers a new parameter;
 * - `safe`: nothing the portal does changes (a new optional field or operation, a field no screen
 *   reads or sends).
 */
import { kindOf } from './portal.mjs';

export const VERDICTS = ['breaks', 'tolerated', 'safe'];
export const VERDICT_TEXT = { breaks: 'breaks a screen', tolerated: 'tolerated', safe: 'safe' };
const NUMERIC = new Set(['integer', 'number']);
const SCALAR_TO_TEXT = new Set(['integer', 'number', 'boolean']);
const NUMERIC_FORMATS = new Set(['int32', 'int64', 'float', 'double']);

const worst = (verdicts) => VERDICTS.find((verdict) => verdicts.includes(verdict)) ?? 'safe';
const code = (value) => `\`${value}\``;
const list = (values) => values.map((value) => code(value)).join(', ');

/** `/portal/x/:id`, `*\/api/portal/x/:id`, `https://h/api/portal/x/{id}`: the same address as `/portal/x/{id}`. */
export function literalPathKey(literal) {
  let path = literal.replace(/^\*/, '').replace(/^https?:\/\/[^/]+/, '');
  if (path.startsWith('/api/')) path = path.slice(4);
  return path.replace(/:[A-Za-z_]\w*/g, '{}').replace(/\{[^}]*\}/g, '{}');
}

/** The modules, routes and mocks of one operation (both versions' ids and addresses). */
function footprint(portal, entry) {
  const versions = [entry.before, entry.after].filter(Boolean);
  const ids = new Set([entry.id, ...versions.map((op) => op.id)]);
  const addresses = versions.map((op) => ({ method: op.method.toLowerCase(), pathKey: op.pathKey }));
  const pathKeys = new Set(addresses.map((a) => a.pathKey));
  const modules = [...portal.modules.values()];
  const ownName = (edge) => portal.isGenerated(edge.path) && ids.has(portal.operationOfName(edge.name));
  const tagFiles = new Set(versions.map((op) => `src/shared/api/generated/endpoints/${op.tag}/${op.tag}.ts`));
  // A tag's module loaded whole (`await import(...)`, `import * as`): the operation's names among the module's words.
  const wholeTag = (module) =>
    module.edges.some((edge) => edge.name === '*' && tagFiles.has(edge.path)) &&
    [...module.words].some((word) => ids.has(portal.operationOfName(word)));
  // Its path as a string anywhere (download.ts); its operationId as a string outside the HTTP
  // pipeline, which names operations to treat them specially, not to call them.
  const writesIt = (module) =>
    [...module.strings].some(
      (s) => (ids.has(s) && !module.path.startsWith('src/shared/api/')) || (s.startsWith('/') && pathKeys.has(literalPathKey(s))),
    );
  const app = modules.filter((m) => m.kind === 'src' || m.kind === 'route');
  const users = app.filter((m) => m.edges.some((edge) => !edge.typeOnly && ownName(edge)) || wholeTag(m) || writesIt(m));
  const userPaths = new Set(users.map((m) => m.path));
  const screens = portal.routes.filter((route) => [...portal.reachOf(route)].some((path) => userPaths.has(path)));
  const reachedByScreens = new Set(screens.flatMap((route) => [...portal.reachOf(route)]));

  /** Modules that handle a field (its operation's names or a model it comes through) and name it. */
  const namers = (field) => {
    if (!field?.name) return [];
    const schemas = new Set(field.schemas ?? []);
    return app.filter(
      (m) =>
        (userPaths.has(m.path) || m.edges.some((edge) => ownName(edge) || (portal.isGenerated(edge.path) && schemas.has(edge.name)))) &&
        (userPaths.has(m.path) || reachedByScreens.has(m.path)) &&
        m.words.has(field.name),
    );
  };
  const screensOf = (files) => screens.filter((route) => files.some((m) => portal.reachOf(route).has(m.path))).map((route) => route.path);

  const answersIt = (m) =>
    m.calls.some(
      (call) =>
        (['onApi', 'apiPathOf'].includes(call.callee) && ids.has(call.argument)) ||
        (/^http\.\w+$/.test(call.callee) &&
          addresses.some((a) => [a.method, 'all'].includes(call.callee.slice(5)) && literalPathKey(call.argument) === a.pathKey)),
    ) || m.edges.some((edge) => !edge.typeOnly && edge.path.endsWith('.msw.ts') && ownName(edge));
  const handlerModules = modules.filter((m) => m.kind === 'mock' && answersIt(m));
  const handlers = handlerModules.flatMap((m) => {
    const calls = m.calls.filter(
      (call) =>
        (['onApi', 'apiPathOf'].includes(call.callee) && ids.has(call.argument)) ||
        (/^http\.\w+$/.test(call.callee) &&
          addresses.some((a) => [a.method, 'all'].includes(call.callee.slice(5)) && literalPathKey(call.argument) === a.pathKey)),
    );
    const generated = m.edges.filter((edge) => !edge.typeOnly && edge.path.endsWith('.msw.ts') && ownName(edge)).map((edge) => edge.name);
    return [
      ...calls.map((call) => ({ file: m.path, line: call.line, what: `${call.callee}('${call.argument}')` })),
      ...[...new Set(generated)].map((name) => ({ file: m.path, what: `Orval's ${name}` })),
    ];
  });
  const tests = modules.filter((m) => m.kind === 'test' && answersIt(m)).map((m) => m.path);

  /** Mock modules the handlers load (the data set, its seed) that name one of `names`. */
  const mockData = (names) => {
    const seen = new Set(handlerModules.map((m) => m.path));
    const queue = [...seen];
    while (queue.length) {
      for (const edge of portal.modules.get(queue.pop())?.edges ?? []) {
        if (seen.has(edge.path) || kindOf(edge.path) !== 'mock') continue;
        seen.add(edge.path);
        queue.push(edge.path);
      }
    }
    const own = new Set(handlerModules.map((m) => m.path));
    return [...seen]
      .filter((path) => names.some((name) => portal.modules.get(path)?.words.has(name)))
      .sort((a, b) => Number(own.has(b)) - Number(own.has(a)) || a.localeCompare(b));
  };
  return {
    users,
    screens: byPath(screens.map((route) => route.path)),
    namers,
    screensOf: (files) => byPath(screensOf(files)),
    handlers,
    tests,
    mockData,
  };
}

const verdict = (v, reason, extra = {}) => ({ verdict: v, reason, ...extra });
/** Routes in reading order: what every page has (the entry, the root, layouts) first, then pages by path. */
const byPath = (paths) => [...new Set(paths)].sort((a, b) => Number(a.startsWith('/')) - Number(b.startsWith('/')) || a.localeCompare(b));

/** Who names a field: the modules and the screens that reach them, for the report. */
function readersOf(fp, field) {
  const modules = fp.namers(field);
  return { readers: modules.map((m) => m.path), screens: fp.screensOf(modules) };
}

function classifyAnswer(change, fp) {
  const { kind, before, after } = change;
  const all = { screens: fp.screens };
  const whole = 'the run-time check refuses the whole answer, so every screen of the operation fails';
  switch (kind) {
    case 'field-added':
      return verdict('safe', 'the check drops fields the portal does not know');
    case 'field-removed':
    case 'field-renamed': {
      if (before.required) return verdict('breaks', `it was required: ${whole}`, all);
      const read = readersOf(fp, before);
      return read.readers.length
        ? verdict('breaks', `a screen reads ${code(before.name)}; it would show nothing there`, read)
        : verdict('safe', 'optional, and no screen reads it');
    }
    case 'type-changed':
      if (after.type === 'string' && NUMERIC.has(before.type))
        return verdict(
          'tolerated',
          `the check converts a numeric string to the ${before.type} the portal expects (a string that is no number would fail the section)`,
          readersOf(fp, before),
        );
      if (before.type === 'number' && after.type === 'integer') return verdict('safe', 'an integer is a number');
      if (before.type === 'string' && SCALAR_TO_TEXT.has(after.type))
        return verdict('tolerated', `the check converts a ${after.type} to the string the portal declares`, readersOf(fp, before));
      return verdict('breaks', `${before.type} became ${after.type}: ${whole}`, all);
    case 'format-changed': {
      if (!before.format || NUMERIC_FORMATS.has(before.format) || NUMERIC_FORMATS.has(after.format))
        return verdict('safe', before.format ? 'the check ignores numeric formats' : 'a format the portal never checked');
      if (before.format === 'date' && after.format === 'date-time')
        return verdict('tolerated', 'the check reads the day from a date-time', readersOf(fp, before));
      if (before.required)
        return verdict('breaks', `a value not in format ${before.format} is read as absent, and the field is required: ${whole}`, all);
      const read = readersOf(fp, before);
      return read.readers.length
        ? verdict('breaks', `a value not in format ${before.format} is read as absent: the screen that reads it shows nothing`, read)
        : verdict('tolerated', `a value not in format ${before.format} is read as absent; no screen reads it`);
    }
    case 'required-on':
      return verdict('safe', 'the portal already copes without it');
    case 'required-off':
      return verdict('breaks', `an answer without it: ${whole}`, all);
    case 'nullable-on':
      return before.required
        ? verdict('breaks', `null is read as absent, and the field is required: ${whole}`, all)
        : verdict('tolerated', 'null for an optional field is read as absent', readersOf(fp, before));
    case 'nullable-off':
    case 'enum-set':
      return verdict('safe', 'the answer is narrower than the portal accepts');
    case 'enum-added':
      return verdict(
        'breaks',
        `the check refuses ${list(change.values)} (outside the enum it has): ${whole} until \`npm run api\` regenerates the schemas`,
        all,
      );
    case 'enum-dropped':
      return verdict('breaks', `any value outside ${list(before.enum)}: ${whole}`, all);
    case 'enum-removed': {
      const switching = fp.namers(before).filter((m) => change.values.some((value) => m.words.has(String(value))));
      return switching.length
        ? verdict('breaks', `a screen switches on ${list(change.values)}, which the answer no longer has`, {
            readers: switching.map((m) => m.path),
            screens: fp.screensOf(switching),
          })
        : verdict('safe', `no screen that reads ${code(before.name)} names ${list(change.values)}`);
    }
    case 'content-type-changed':
    case 'answer-removed':
      return verdict('breaks', 'the portal expects another kind of answer', all);
    case 'answer-added':
      return verdict('safe', 'the portal did not read this answer');
    default:
      return verdict('safe', kind);
  }
}

function classifyRequest(change, fp) {
  const { kind, before, after, where } = change;
  const all = { screens: fp.screens };
  const sent = (field) => readersOf(fp, field);
  switch (kind) {
    case 'field-added': {
      if (!after.required) return verdict('safe', 'optional');
      if (after.default !== undefined)
        return verdict('tolerated', `required, but its default (${JSON.stringify(after.default)}) covers a call without it`, all);
      return verdict('breaks', `required, and the portal does not send ${code(after.name)}: every call is refused`, all);
    }
    case 'body-added':
      return change.after.required
        ? verdict('breaks', 'a required body the portal does not send', all)
        : verdict('safe', 'an optional body');
    case 'field-removed':
    case 'field-renamed': {
      const who = sent(before);
      if (kind === 'field-renamed' && after.required)
        return verdict('breaks', `the portal sends ${code(before.name)}, not the required ${code(after.name)}: every call is refused`, all);
      return who.readers.length
        ? verdict('breaks', `the portal sends ${code(before.name)}; the backend would ignore what the screen sends there`, who)
        : verdict('safe', 'the portal does not send it');
    }
    case 'required-on': {
      if (where === 'body' && !before.name) return verdict('breaks', 'the body became required; the portal sends none on some calls', all);
      const who = sent(after);
      if (after.default !== undefined)
        return verdict('tolerated', `its default (${JSON.stringify(after.default)}) covers a call without it`, who);
      return who.readers.length
        ? verdict('safe', `the portal sends it (named in ${who.readers.map(code).join(', ')}); check that every call does`, who)
        : verdict('breaks', `now required, and the portal does not send ${code(after.name)}: every call is refused`, all);
    }
    case 'required-off':
    case 'nullable-on':
    case 'enum-added':
    case 'enum-dropped':
    case 'body-removed':
      return verdict('safe', 'the backend accepts more than before');
    case 'type-changed': {
      const who = sent(before);
      if (!who.readers.length) return verdict('safe', 'the portal does not send it');
      if (before.type === 'integer' && after.type === 'number') return verdict('safe', 'an integer is a number');
      if (where !== 'body' && after.type === 'string' && SCALAR_TO_TEXT.has(before.type))
        return verdict('tolerated', `a ${before.type} travels as text in a ${where} parameter`, who);
      return verdict('breaks', `the portal sends a ${before.type} where ${after.type} is declared now`, who);
    }
    case 'format-changed': {
      if (!after.format || NUMERIC.has(after.type)) return verdict('safe', 'the backend accepts what it accepted before');
      const who = sent(before);
      return who.readers.length
        ? verdict('breaks', `what the portal sends may not be in format ${after.format}`, who)
        : verdict('safe', 'the portal does not send it');
    }
    case 'nullable-off': {
      const who = sent(before);
      return where === 'body' && who.readers.length
        ? verdict('breaks', 'a form may send null for an empty field', who)
        : verdict('safe', where === 'body' ? 'the portal does not send it' : 'the query serializer leaves out null');
    }
    case 'enum-set':
    case 'enum-removed': {
      const values = kind === 'enum-removed' ? change.values : [];
      const who = fp.namers(before);
      const naming = kind === 'enum-removed' ? who.filter((m) => values.some((value) => m.words.has(String(value)))) : who;
      if (!naming.length)
        return verdict('safe', kind === 'enum-removed' ? `the portal never sends ${list(values)}` : 'the portal does not send it');
      const what = kind === 'enum-removed' ? list(values) : 'a value outside the new list';
      return verdict('breaks', `the portal sends ${what}, which the backend now refuses`, {
        readers: naming.map((m) => m.path),
        screens: fp.screensOf(naming),
      });
    }
    case 'content-type-changed':
      return verdict('breaks', `the portal sends ${before.contentType}, the backend wants ${after.contentType}`, all);
    default:
      return verdict('safe', kind);
  }
}

function classifyOperation(change, entry, fp) {
  const used = fp.users.length > 0;
  const callers = { screens: fp.screens, readers: fp.users.map((m) => m.path) };
  switch (change.kind) {
    case 'operation-added':
      return verdict('safe', 'a new operation: nothing calls it yet');
    case 'operation-removed':
      return used
        ? verdict('breaks', 'the portal calls it; the backend no longer answers', callers)
        : verdict('safe', 'nothing in the portal calls it');
    case 'path-changed':
    case 'method-changed': {
      const was = `${entry.before.method} ${entry.before.path}`;
      return used
        ? verdict('breaks', `the portal calls ${was} until \`npm run api\` regenerates the client`, callers)
        : verdict('safe', 'nothing in the portal calls it');
    }
    case 'operation-renamed':
      return verdict(
        'safe',
        `same method and path; \`npm run api\` renames the functions and hooks of \`${entry.before.id}\`, and the typecheck lists their callers`,
        callers,
      );
    default:
      return verdict('safe', change.kind);
  }
}

/**
 * Every operation of `compareContracts` with its changes judged, its screens and its mocks;
 * the operations that break come first.
 */
export function classify(portal, entries) {
  const result = entries.map((entry) => {
    const fp = footprint(portal, entry);
    const changes = entry.changes.map((change) => {
      const judged =
        change.where === 'operation'
          ? classifyOperation(change, entry, fp)
          : change.where === 'answer'
            ? classifyAnswer(change, fp)
            : classifyRequest(change, fp);
      return { ...change, ...judged, readers: judged.readers ?? [], screens: judged.screens ?? [] };
    });
    // What a mock would write: the field's name, or for an enum's change the values themselves.
    const names = [
      ...new Set(
        entry.changes
          .flatMap((c) => (/^enum-(added|removed)$/.test(c.kind) ? c.values.map(String) : [c.before?.name, c.after?.name]))
          .filter((n) => typeof n === 'string' && n),
      ),
    ];
    return {
      id: entry.id,
      status: entry.status,
      method: (entry.after ?? entry.before).method,
      path: (entry.after ?? entry.before).path,
      before: entry.before ? { id: entry.before.id, method: entry.before.method, path: entry.before.path } : undefined,
      verdict: worst(changes.map((c) => c.verdict)),
      changes,
      screens: fp.screens,
      callers: fp.users.map((m) => m.path),
      mocks: { handlers: fp.handlers, data: names.length ? fp.mockData(names) : [], tests: fp.tests },
    };
  });
  const rank = (op) => VERDICTS.indexOf(op.verdict);
  return result.sort((a, b) => rank(a) - rank(b) || a.path.localeCompare(b.path) || a.method.localeCompare(b.method));
}
