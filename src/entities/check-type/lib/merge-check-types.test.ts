import { describe, expect, it } from 'vitest';
import { mergeCheckTypes } from './merge-check-types';

describe('mergeCheckTypes', () => {
  it('offers the institution’s types, described by the catalogue, with the institution’s own price', () => {
    const catalogue = [
      { id: 101, type: 'check', name: '本科毕业论文检测', price: 68, unit: '篇', description: '比对学位论文库' },
      { id: 102, type: 'check', name: '硕士学位论文检测', price: 198, unit: '篇', description: '覆盖硕博学位论文库' },
    ];
    const agent = [
      { id: 102, type: 'check', name: '硕士学位论文检测', price: 150 },
      { id: 109, type: 'check', name: '机构专属检测' },
    ];
    expect(mergeCheckTypes(agent, catalogue)).toEqual([
      { id: 102, type: 'check', name: '硕士学位论文检测', price: 150, unit: '篇', description: '覆盖硕博学位论文库' },
      { id: 109, type: 'check', name: '机构专属检测' },
    ]);
  });

  it('keeps the catalogue’s text where the institution’s is empty', () => {
    const catalogue = [{ id: 1, type: 'check', name: '甲', unit: '篇', description: '比对期刊库' }];
    expect(mergeCheckTypes([{ id: 1, type: 'check', name: '甲', description: '' }], catalogue)).toEqual(catalogue);
  });
  // A list with an entry that is no check type (null, a string) never gets here: the contract
  // check fails the answer (src/shared/api/contract-check.test.ts).
});
