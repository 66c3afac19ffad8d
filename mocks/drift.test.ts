import { describe, expect, it } from 'vitest';
import { operationMeta } from '@/shared/api/generated/operation-meta.gen';
import { smsLogin } from './api/auth/test-kit';
import { DRIFT_EXEMPT, DRIFT_KINDS, applyDrift, driftKindOf } from './drift';
import { callApi, envelopeOf } from './lib/test-client';
import { setScenario } from './scenarios';

describe('drift transforms', () => {
  it('gives each shape its fault', () => {
    expect(applyDrift('string-for-object', { a: 1 })).toBe('[object Object]');
    expect(applyDrift('object-for-list', [1, 2])).toEqual({ list: [1, 2] });
    expect(applyDrift('list-for-object', { a: 1 })).toEqual([{ a: 1 }]);
    expect(applyDrift('numbers-as-strings', { a: 1, b: [2, { c: 3 }], d: 'x' })).toEqual({ a: '1', b: ['2', { c: '3' }], d: 'x' });
    expect(applyDrift('missing-fields', { a: 1, b: 2, c: 3, d: 4 })).toEqual({ b: 2, d: 4 });
  });

  it('drifts the rows of a list page, keeping its paging', () => {
    const page = { rows: [{ id: 1 }], total: 1, page: 1, pageSize: 10 };
    expect(applyDrift('object-for-list', page)).toEqual({ ...page, rows: { list: [{ id: 1 }] } });
    expect(applyDrift('missing-fields', { rows: [{ id: 1, name: 'x' }], total: 1 })).toEqual({ rows: [{ name: 'x' }], total: 1 });
  });

  it('uses every kind across the contract, and the same kind for an operation every time', () => {
    const kinds = new Set(operationMeta.filter((op) => !DRIFT_EXEMPT.has(op.operationId)).map((op) => driftKindOf(op.operationId)));
    expect([...kinds].sort()).toEqual([...DRIFT_KINDS].sort());
    expect(driftKindOf('listExperts')).toBe(driftKindOf('listExperts'));
  });
});

describe('the drift scenario', () => {
  it('answers content calls in another shape and leaves the session calls alone', async () => {
    setScenario('drift');
    const normalKind = driftKindOf('listExperts');
    const experts = await envelopeOf<unknown>(await callApi('listExperts'));
    expect(experts.code).toBe(200);
    setScenario('normal');
    const plain = await envelopeOf<unknown>(await callApi('listExperts'));
    expect(experts.data).toEqual(applyDrift(normalKind, plain.data));
    expect(experts.data).not.toEqual(plain.data);

    setScenario('drift');
    const { token } = await smsLogin('13800138000');
    const info = await envelopeOf<{ nickName: string }>(await callApi('getInfo', { token }));
    expect(typeof info.data?.nickName).toBe('string');
  });
});
