import { describe, expect, it } from 'vitest';
import type { ExpertDetail, ScholarAuth, ScholarProfile } from '@/shared/api/generated/model';
import { db } from '../../db/database';
import { callApi, dataOf } from '../../lib/test-client';
import { userInfo } from '../auth/test-kit';
import { FORBIDDEN, attempt, get, individual, png, send, upload } from '../center/test-kit';
import { SCHOLAR_EXPERT_ID } from './tables';

describe('center: scholar authentication', () => {
  it('turns an individual user into a scholar after the authentication review', async () => {
    const person = await individual();
    expect(await get<ScholarAuth>('getScholarAuth', person)).toMatchObject({ status: 0, materialFileIds: [] });
    const material = await upload('工作证.png', 'image/png', png());
    const json = {
      realName: '张晓明',
      institution: '江城大学计算机学院',
      title: '讲师',
      discipline: '计算机科学与技术',
      researchInterests: ['古籍文字识别'],
      materialFileIds: [material.id],
    };
    expect((await attempt('submitScholarAuth', person, { ...json, materialFileIds: [] })).msg).toBe('请上传 1–5 份证明材料');
    expect(await send<ScholarAuth>('submitScholarAuth', person, json)).toMatchObject({ status: 1, realName: '张晓明' });
    expect(await attempt('getScholarProfile', person)).toEqual(FORBIDDEN);
    for (const auth of db.scholarAuths) auth.reviewAt = Date.now() - 1;
    expect((await userInfo(person)).scholar).toBe(true);
    const profile = await get<ScholarProfile>('getScholarProfile', person);
    expect(profile).toMatchObject({ expertId: SCHOLAR_EXPERT_ID + 1, name: '张晓明', field: '古籍文字识别', fansCount: 0, worksCount: 0 });
    expect((await dataOf<ExpertDetail>(await callApi(['getExpert', { id: `${profile.expertId}` }]))).name).toBe('张晓明');
  });
});
