import { describe, expect, it } from 'vitest';
import type {
  AttentionPage,
  AttentionStatusData,
  ExpertDetail,
  FanPage,
  ScholarProfile,
  ScholarService,
  WorkPage,
} from '@/shared/api/generated/model';
import { callApi, dataOf } from '../../lib/test-client';
import { attempt, get, individual, scholar, send } from '../center/test-kit';
import { SCHOLAR_EXPERT_ID } from './tables';

describe('center: scholar profile, following and services', () => {
  it('is the expert 61 of the directory, and edits show on the public page', async () => {
    const token = await scholar();
    const profile = await get<ScholarProfile>('getScholarProfile', token);
    expect(profile).toMatchObject({ expertId: SCHOLAR_EXPERT_ID, name: '李文博', title: '教授', fansCount: 37 });
    const expert = await dataOf<ExpertDetail>(await callApi(['getExpert', { id: `${SCHOLAR_EXPERT_ID}` }]));
    expect(expert).toMatchObject({ name: '李文博', fansCount: 37, worksCount: profile.worksCount });
    const works = await dataOf<WorkPage>(await callApi(['listExpertWorks', { id: `${SCHOLAR_EXPERT_ID}` }], { query: { pageSize: '50' } }));
    expect(works.total).toBe(profile.worksCount);
    await send('updateScholarProfile', token, { ...profile, title: '二级教授', researchInterests: ['共同富裕思想', '中国式现代化'] });
    const edited = await dataOf<ExpertDetail>(await callApi(['getExpert', { id: `${SCHOLAR_EXPERT_ID}` }]));
    expect(edited).toMatchObject({ title: '二级教授', field: '共同富裕思想、中国式现代化' });
    expect((await attempt('updateScholarProfile', token, { ...profile, researchInterests: [] })).msg).toBe(
      '请填写 1–8 个研究方向，每个不超过 20 字',
    );
  });

  it('pages the fans, and follow and unfollow change the lists', async () => {
    const [token, person] = [await scholar(), await individual()];
    const first = await get<FanPage>('listMyFans', token, { pageSize: '10' });
    expect(first.total).toBe(37);
    expect(first.rows.some((fan) => fan.nickName === '张晓明')).toBe(true);
    expect((await get<FanPage>('listMyFans', token, { pageSize: '100' })).rows.filter((fan) => fan.followedBack)).toHaveLength(4);

    expect(await get<AttentionStatusData>(['getAttentionStatus', { expertId: `${SCHOLAR_EXPERT_ID}` }], person)).toEqual({
      expertId: SCHOLAR_EXPERT_ID,
      followed: true,
    });
    expect(await send<AttentionStatusData>(['unfollowExpert', { expertId: `${SCHOLAR_EXPERT_ID}` }], person)).toEqual({
      expertId: SCHOLAR_EXPERT_ID,
      followed: false,
    });
    expect((await get<FanPage>('listMyFans', token)).total).toBe(36);

    const before = (await get<AttentionPage>('listMyAttention', token)).total;
    expect(before).toBe(12);
    await send(['followExpert', { expertId: '7' }], token);
    await send(['followExpert', { expertId: '7' }], token);
    const after = await get<AttentionPage>('listMyAttention', token);
    expect(after.total).toBe(13);
    expect(after.rows[0]?.expertId).toBe(7);
    expect((await attempt(['followExpert', { expertId: `${SCHOLAR_EXPERT_ID}` }], token)).msg).toBe('不能关注自己');
    expect((await attempt(['followExpert', { expertId: '9999' }], token)).code).toBe(404);
  });

  it('toggles a service', async () => {
    const token = await scholar();
    const services = await get<ScholarService[]>('listMyScholarServices', token);
    expect(services).toHaveLength(6);
    const target = services.find((service) => !service.enabled);
    const updated = await send<ScholarService>(['updateScholarServiceStatus', { id: `${target?.id}` }], token, { enabled: true });
    expect(updated).toMatchObject({ id: target?.id, enabled: true });
    expect((await get<ScholarService[]>('listMyScholarServices', token)).find((service) => service.id === target?.id)?.enabled).toBe(true);
  });
});
