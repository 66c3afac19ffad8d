import { describe, expect, it } from 'vitest';
import { allRecords, han, mainAgent } from '../api/center/test-kit';
import { db } from './database';

describe('centers: the seeded data set', () => {
  it('is in Chinese and the same after a reset', async () => {
    const texts = [
      ...db.records.flatMap((row) => [row.title, row.author, row.checkTypeName]),
      ...db.fans.map((fan) => fan.nickName),
      ...db.myWorks.flatMap((work) => [work.title, work.abstract]),
      ...db.promotions.map((promotion) => promotion.name),
    ];
    expect(texts.every((value) => han.test(value) && !/lorem|ipsum|undefined|NaN|\[object Object\]/i.test(value))).toBe(true);
    const before = JSON.stringify(await allRecords('listAgentRecords', await mainAgent()));
    const { resetDatabase } = await import('./database');
    resetDatabase();
    expect(JSON.stringify(await allRecords('listAgentRecords', await mainAgent()))).toBe(before);
  });

  it('serves the files the records and the scholar’s applications point at', async () => {
    const fileIds = [
      ...db.records.map((row) => row.fileId),
      ...db.myWorks.flatMap((work) => work.fileIds),
      ...db.realNameAuths.flatMap((auth) => [auth.frontFileId, auth.backFileId]),
      ...db.scholarAuths.flatMap((auth) => auth.materialFileIds),
    ].filter((id): id is string => id !== null);
    expect(fileIds.length).toBeGreaterThan(100);
    expect(fileIds.filter((id) => !db.files.has(id))).toEqual([]);
  });
});
