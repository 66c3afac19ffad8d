/**
 * What changed between two versions of the contract, operation by operation, as facts: no
 * judgement of what the change means for the portal (classify.mjs does that).
 *
 * Operations are matched by operationId; an id that is gone while another appears on the same
 * method and path is a renamed operation. Fields are matched by their pointer
 * (contract.mjs); a field removed and another added under the same parent with the same type,
 * format and enum are reported as one renamed-looking pair.
 */

/** Where a field lives, as the report names it. */
export const LOCATIONS = ['path', 'query', 'header', 'cookie', 'body', 'answer'];

const sameList = (a, b) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The number of single-character edits from one name to another. */
export function editDistance(a, b) {
  let row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const next = [i];
    for (let j = 1; j <= b.length; j++) next[j] = Math.min(row[j] + 1, next[j - 1] + 1, row[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    row = next;
  }
  return row[b.length];
}

const parentOf = (pointer) => pointer.replace(/(\.[^.[\]{}]+|\[\]|\{\})$/, '');
const isBelow = (pointer, ancestor) =>
  pointer !== ancestor &&
  (ancestor === '' || pointer.startsWith(`${ancestor}.`) || pointer.startsWith(`${ancestor}[]`) || pointer.startsWith(`${ancestor}{}`));

/** The fields of one location of an operation, keyed as contract.mjs keys them. */
function fieldsAt(op, where) {
  if (where === 'body') return op.body?.fields ?? new Map();
  if (where === 'answer') return op.answer?.fields ?? new Map();
  const fields = new Map();
  for (const [key, field] of op.parameters) if (key.startsWith(`${where}:`)) fields.set(key.slice(where.length + 1), field);
  return fields;
}

/**
 * The changes between two maps of fields. Only the top of a removed, added or retyped subtree is
 * reported: what lies below it changed with it.
 */
export function compareFields(before, after, where) {
  const changes = [];
  const removed = [...before.keys()].filter((key) => !after.has(key));
  const added = [...after.keys()].filter((key) => !before.has(key));
  const topOf = (keys, map) => keys.filter((key) => !keys.some((other) => isBelow(map.get(key).pointer, map.get(other).pointer)));
  const removedTop = topOf(removed, before);
  const addedTop = topOf(added, after);

  // A renamed-looking pair: same parent, same type, format and enum; the closest names first.
  const pairs = [];
  for (const key of removedTop) {
    const old = before.get(key);
    for (const other of addedTop) {
      const next = after.get(other);
      if (parentOf(old.pointer) !== parentOf(next.pointer)) continue;
      if (old.type !== next.type || old.format !== next.format || !sameList(old.enum, next.enum)) continue;
      pairs.push({ key, other, distance: editDistance(old.name.toLowerCase(), next.name.toLowerCase()) });
    }
  }
  pairs.sort((a, b) => a.distance - b.distance);
  const paired = new Set();
  for (const { key, other } of pairs) {
    if (paired.has(key) || paired.has(`+${other}`)) continue;
    paired.add(key).add(`+${other}`);
    changes.push({ where, kind: 'field-renamed', before: before.get(key), after: after.get(other) });
  }
  for (const key of removedTop) if (!paired.has(key)) changes.push({ where, kind: 'field-removed', before: before.get(key) });
  for (const key of addedTop) if (!paired.has(`+${key}`)) changes.push({ where, kind: 'field-added', after: after.get(key) });

  const retyped = [];
  for (const [key, old] of before) {
    const next = after.get(key);
    if (!next || retyped.some((pointer) => isBelow(old.pointer, pointer))) continue;
    const change = (kind, extra = {}) => changes.push({ where, kind, before: old, after: next, ...extra });
    if (old.type !== next.type) {
      retyped.push(old.pointer);
      change('type-changed');
      continue;
    }
    if (old.format !== next.format) change('format-changed');
    if (old.required !== next.required) change(next.required ? 'required-on' : 'required-off');
    if (old.nullable !== next.nullable) change(next.nullable ? 'nullable-on' : 'nullable-off');
    if (old.enum && !next.enum) change('enum-dropped');
    else if (!old.enum && next.enum) change('enum-set');
    else if (old.enum && next.enum) {
      const gone = old.enum.filter((value) => !next.enum.includes(value));
      const fresh = next.enum.filter((value) => !old.enum.includes(value));
      if (gone.length) change('enum-removed', { values: gone });
      if (fresh.length) change('enum-added', { values: fresh });
    }
  }
  return changes;
}

/** The changes of one operation present in both versions. */
function compareOperation(before, after) {
  const changes = [];
  if (before.method !== after.method) changes.push({ where: 'operation', kind: 'method-changed' });
  if (before.pathKey !== after.pathKey) changes.push({ where: 'operation', kind: 'path-changed' });
  if (before.id !== after.id) changes.push({ where: 'operation', kind: 'operation-renamed' });
  for (const where of LOCATIONS) {
    // A moved path has other path parameters by construction; the move is the change.
    if (where === 'path' && before.pathKey !== after.pathKey) continue;
    if (where === 'body' || where === 'answer') {
      const old = before[where];
      const next = after[where];
      if (!old && !next) continue;
      if (!old || !next) {
        changes.push({ where, kind: old ? `${where}-removed` : `${where}-added`, before: old, after: next });
        continue;
      }
      if (old.contentType !== next.contentType) {
        changes.push({ where, kind: 'content-type-changed', before: old, after: next });
        continue;
      }
      if (where === 'body' && old.required !== next.required)
        changes.push({ where, kind: next.required ? 'required-on' : 'required-off', before: old, after: next });
    }
    changes.push(...compareFields(fieldsAt(before, where), fieldsAt(after, where), where));
  }
  return changes;
}

/**
 * Every operation that is new, gone or different, with its changes:
 * `{ id, status: 'added' | 'removed' | 'changed', before?, after?, changes }`.
 */
export function compareContracts(base, head) {
  const result = [];
  const gone = [...base.keys()].filter((id) => !head.has(id));
  const fresh = new Set([...head.keys()].filter((id) => !base.has(id)));
  const renamedTo = new Map();
  for (const id of gone) {
    const old = base.get(id);
    const twin = [...fresh].find((other) => head.get(other).method === old.method && head.get(other).pathKey === old.pathKey);
    if (twin) {
      renamedTo.set(id, twin);
      fresh.delete(twin);
    }
  }
  for (const [id, before] of base) {
    const afterId = head.has(id) ? id : renamedTo.get(id);
    if (!afterId) {
      result.push({ id, status: 'removed', before, changes: [{ where: 'operation', kind: 'operation-removed' }] });
      continue;
    }
    const after = head.get(afterId);
    const changes = compareOperation(before, after);
    if (changes.length > 0) result.push({ id: afterId, status: 'changed', before, after, changes });
  }
  for (const id of fresh)
    result.push({ id, status: 'added', after: head.get(id), changes: [{ where: 'operation', kind: 'operation-added' }] });
  return result;
}
