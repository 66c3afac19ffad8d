/** The API diff as Markdown (reports/api-diff.md) and as a few lines for a terminal. */
import { VERDICT_TEXT } from './classify.mjs';

const MAX_LISTED = 6;
const code = (value) => `\`${value}\``;
const cell = (text) => String(text).replace(/\|/g, '\\|').replace(/\s+/g, ' ').trim();

/** A list cut to its first few entries: `a`, `b`, ... and 3 more. */
function some(values, format = code) {
  const shown = values.slice(0, MAX_LISTED).map(format).join(', ');
  return values.length > MAX_LISTED ? `${shown} and ${values.length - MAX_LISTED} more` : shown;
}

const plural = (n, one, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** Where a change is, as a developer reads it: `answer data.rows[].institution`, `query region`. */
export function placeOf(change) {
  if (change.where === 'operation') return 'operation';
  const field = change.before ?? change.after;
  const pointer = field?.pointer;
  if (change.where === 'path') return `path {${field?.name}}`;
  return pointer ? `${change.where} ${code(pointer)}` : change.where;
}

const describeValue = (value) => (value === undefined ? '' : ` (default ${JSON.stringify(value)})`);

/** What changed, in a few words. */
export function describeChange(change, operation) {
  const { kind, before, after } = change;
  const declared = (field) => (field?.owner ? ` (${field.owner})` : '');
  switch (kind) {
    case 'operation-added':
      return 'operation added';
    case 'operation-removed':
      return 'operation removed';
    case 'operation-renamed':
      return `operationId ${code(operation.before.id)} → ${code(operation.id)}`;
    case 'path-changed':
      return `path ${code(operation.before.path)} → ${code(operation.path)}`;
    case 'method-changed':
      return `method ${operation.before.method} → ${operation.method}`;
    case 'field-added':
      return `added, ${after.required ? 'required' : 'optional'}, ${after.type}${describeValue(after.default)}${declared(after)}`;
    case 'field-removed':
      return `removed${declared(before)}`;
    case 'field-renamed':
      // Not proof of a rename: one field gone and one of the same type added beside it.
      return `renamed? ${code(before.name)} → ${code(after.name)}${declared(before)}`;
    case 'type-changed':
      return `type ${before.type} → ${after.type}`;
    case 'format-changed':
      return `format ${before.format ?? 'none'} → ${after.format ?? 'none'}`;
    case 'required-on':
      return 'now required';
    case 'required-off':
      return 'no longer required';
    case 'nullable-on':
      return 'now nullable';
    case 'nullable-off':
      return 'no longer nullable';
    case 'enum-added':
      return `enum value${change.values.length > 1 ? 's' : ''} added: ${change.values.map((v) => code(v)).join(', ')}`;
    case 'enum-removed':
      return `enum value${change.values.length > 1 ? 's' : ''} removed: ${change.values.map((v) => code(v)).join(', ')}`;
    case 'enum-set':
      return `now an enum: ${after.enum.map((v) => code(v)).join(', ')}`;
    case 'enum-dropped':
      return 'no longer an enum';
    case 'content-type-changed':
      return `${before.contentType} → ${after.contentType}`;
    case 'body-added':
      return `request body added${after.required ? ', required' : ''}`;
    case 'body-removed':
      return 'request body removed';
    case 'answer-added':
      return 'answer added';
    case 'answer-removed':
      return 'answer removed';
    default:
      return kind;
  }
}

function why(change) {
  const parts = [change.reason];
  if (change.verdict !== 'safe' && change.screens.length) parts.push(`screens: ${some(change.screens)}`);
  if (change.readers.length && change.verdict !== 'safe') parts.push(`named in ${some(change.readers)}`);
  return parts.join('; ');
}

const countsOf = (operations) => ({
  breaks: operations.filter((op) => op.verdict === 'breaks').length,
  tolerated: operations.filter((op) => op.verdict === 'tolerated').length,
  safe: operations.filter((op) => op.verdict === 'safe').length,
});

function headline(result) {
  const { operations } = result;
  if (!operations.length) return 'No change: every operation is the same in both versions (descriptions and examples are not compared).';
  const counts = countsOf(operations);
  return `${plural(operations.length, 'operation')} changed: ${counts.breaks} ${counts.breaks === 1 ? 'breaks' : 'break'} a screen, ${counts.tolerated} tolerated, ${counts.safe} safe.`;
}

const baseText = (result) => `${code(result.base.ref)}${result.base.commit ? ` (${result.base.commit})` : ''}`;

/** The whole report, Markdown. */
export function renderMarkdown(result) {
  const lines = [`# Contract changes: ${code(result.head.label)} against ${baseText(result)}`, '', `**${headline(result)}**`, ''];
  if (!result.operations.length) return `${lines.join('\n').trimEnd()}\n`;
  lines.push('| operation | method and path | for this portal | screens |', '|---|---|---|---|');
  for (const op of result.operations) {
    lines.push(
      `| ${code(op.id)} | ${op.method} ${cell(op.path)} | ${VERDICT_TEXT[op.verdict]} | ${cell(op.screens.length ? some(op.screens) : 'none')} |`,
    );
  }
  for (const op of result.operations) {
    lines.push('', `## ${code(op.id)}: ${op.method} ${op.path} (${VERDICT_TEXT[op.verdict]})`, '');
    lines.push('| where | change | for this portal | why |', '|---|---|---|---|');
    for (const change of op.changes) {
      const verdict = change.verdict === 'breaks' ? `**${VERDICT_TEXT.breaks}**` : VERDICT_TEXT[change.verdict];
      lines.push(`| ${cell(placeOf(change))} | ${cell(describeChange(change, op))} | ${verdict} | ${cell(why(change))} |`);
    }
    lines.push('');
    lines.push(`- Screens (routes whose page reaches the call): ${op.screens.length ? some(op.screens, code) : 'none'}`);
    if (op.callers.length) lines.push(`- Calls from: ${some(op.callers)}`);
    const handlers = op.mocks.handlers.map((h) => `${code(`${h.file}${h.line ? `:${h.line}` : ''}`)} ${h.what}`);
    lines.push(
      `- Mock handlers: ${handlers.length ? handlers.join('; ') : "none of the data set's: Orval's generated handler answers it (`npm run api` regenerates it)"}`,
    );
    // Every one of them: these are the files to edit.
    if (op.mocks.data.length) lines.push(`- Mock data naming a changed field or value: ${op.mocks.data.map(code).join(', ')}`);
    if (op.mocks.tests.length) lines.push(`- Tests that answer it: ${plural(op.mocks.tests.length, 'file')}: ${some(op.mocks.tests)}`);
  }
  lines.push(
    '',
    '## How this report judges',
    '',
    '- Each change is judged as the portal is built now (its generated schemas, its screens) against a backend that follows the new contract.',
    '  **breaks a screen**: a field a screen reads is gone, an answer no longer passes the run-time check (a missing required field, another type, a value outside an enum fail the section: `src/shared/api/contract-check.ts`), a value a screen switches on is gone, a request field the portal does not send became required, a path the portal calls is gone or moved.',
    '  **tolerated**: the boundary repairs it (a numeric string or a number where a string is declared converted, `null` for an optional field read as absent, a day read from a date-time: `normalize-answer.ts`, `contract-check.ts`, docs/adr/0001-contract-strictness.md), or a default covers a new parameter. **safe**: nothing the portal does changes.',
    "- Screens: the routes (`src/app/routes`, layout segments dropped; `index.html`'s module script as the app's entry, on every page) whose files reach, by run-time imports followed through barrels, a module that imports one of the operation's generated names, loads its tag's module whole and names it, or writes its path (or, outside `src/shared/api`, its operationId) as a string.",
    "- A field is *read* (or *sent*) when a module that imports the operation's generated names, or a generated model type the field comes through (`Expert` for `data.rows[].institution`), uses the field's name as a word of its code (a property, a variable, a string), and one of the operation's screens reaches that module. A same-named property of another object counts too; a name built at run time does not.",
    "- Mocks: `http.<method>('<path>')`, `onApi('<operationId>')` and Orval's handlers in `mocks/`; mock data: the `mocks/` modules those handlers load that name a changed field or enum value.",
  );
  return `${lines.join('\n')}\n`;
}

/** A few lines for a terminal: the headline, one line per operation that breaks or is tolerated, where the report is. */
export function renderSummary(result, reportPath) {
  const lines = [`Contract changes against ${result.base.ref}${result.base.commit ? ` (${result.base.commit})` : ''}: ${headline(result)}`];
  for (const op of result.operations.filter((o) => o.verdict !== 'safe')) {
    const changes = op.changes
      .filter((c) => c.verdict === op.verdict)
      .map((c) => `${placeOf(c).replace(/`/g, '')} ${describeChange(c, op).replace(/`/g, '')}`)
      .join('; ');
    const screens = op.screens.length ? ` [${some(op.screens, String)}]` : '';
    lines.push(`  ${VERDICT_TEXT[op.verdict]}: ${op.id} (${op.method} ${op.path}): ${changes}${screens}`);
  }
  if (result.operations.length && reportPath) lines.push(`Full report: ${reportPath}`);
  return lines.join('\n');
}
