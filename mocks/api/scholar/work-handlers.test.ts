import { describe, expect, it } from 'vitest';
import type { MyWork, MyWorkPage, WorkPage } from '@/shared/api/generated/model';
import { callApi, dataOf } from '../../lib/test-client';
import { attempt, get, scholar, send, upload } from '../center/test-kit';
import { SCHOLAR_EXPERT_ID } from './tables';

describe('center: scholar works', () => {
  it('has works in every status; a claim moves a work to my works and off the claimable list', async () => {
    const token = await scholar();
    const mine = await get<MyWorkPage>('listMyWorks', token, { pageSize: '50' });
    expect(new Set(mine.rows.map((work) => work.status))).toEqual(new Set(['published', 'claimed', 'pending', 'rejected']));
    const claimable = await get<WorkPage>('listClaimableWorks', token, { keyword: '研究' });
    const target = claimable.rows[0];
    if (!target) throw new Error('nothing to claim');
    const claimed = await send<MyWork>('claimWork', token, { workId: target.id });
    expect(claimed).toMatchObject({ workId: target.id, status: 'claimed', title: target.title });
    expect((await get<MyWorkPage>('listMyWorks', token, { status: 'claimed', keyword: target.title })).total).toBe(1);
    expect(
      (await get<WorkPage>('listClaimableWorks', token, { keyword: '研究', pageSize: '100' })).rows.map((work) => work.id),
    ).not.toContain(target.id);
    expect((await attempt('claimWork', token, { workId: target.id })).msg).toBe('该作品已被认领');
    const publicWorks = await dataOf<WorkPage>(
      await callApi(['listExpertWorks', { id: `${SCHOLAR_EXPERT_ID}` }], { query: { pageSize: '50' } }),
    );
    expect(publicWorks.rows.map((work) => work.id)).toContain(target.id);
    const published = mine.rows.find((work) => work.status === 'published');
    expect((await dataOf<{ title: string }>(await callApi(['getWork', { id: `${published?.workId}` }]))).title).toBe(published?.title);
  });

  it('takes an upload for review', async () => {
    const token = await scholar();
    const file = await upload('数字治理.pdf');
    const json = {
      title: '数字治理的马克思主义阐释',
      type: 'journal',
      abstract: '本文阐释数字治理的理论基础。',
      keywords: ['数字治理'],
      fileIds: [file.id],
    };
    expect((await attempt('uploadWork', token, { ...json, fileIds: [] })).msg).toBe('请上传作品文件（1–5 个）');
    const work = await send<MyWork>('uploadWork', token, json);
    expect(work).toMatchObject({ status: 'pending', authors: ['李文博'], workId: null, fileIds: [file.id] });
    expect((await get<MyWorkPage>('listMyWorks', token, { status: 'pending' })).rows[0]?.id).toBe(work.id);
    expect((await attempt('uploadWork', token, json)).msg).toBe('该作品已提交，请勿重复上传');
  });
});
