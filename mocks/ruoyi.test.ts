import { describe, expect, it } from 'vitest';
import { smsLogin } from './api/auth/test-kit';
import { callApi, dataOf, envelopeOf } from './lib/test-client';
import { RUOYI_TABLE_MSG, toRuoyi, totalAsString } from './ruoyi';
import { setScenario } from './scenarios';

interface Page {
  rows: Array<{ id: number }>;
  total: number;
  page: number;
  pageSize: number;
}

describe('ruoyi transform', () => {
  it('moves a page to the top of the envelope and leaves other answers alone', () => {
    const page = { code: 200, msg: '操作成功', data: { rows: [{ id: 1 }], total: 12, page: 1, pageSize: 10 } };
    const total = totalAsString('listExperts') ? '12' : 12;
    expect(toRuoyi('listExperts', page)).toEqual({ code: 200, msg: RUOYI_TABLE_MSG, rows: [{ id: 1 }], total });
    const detail = { code: 200, msg: '操作成功', data: { id: 1, name: '张三' } };
    expect(toRuoyi('getExpert', detail)).toBe(detail);
    const failure = { code: 500, msg: '服务器开小差了，请稍后再试' };
    expect(toRuoyi('listExperts', failure)).toBe(failure);
  });

  it('sends total as a numeric string for some operations and as a number for others', () => {
    const ids = ['listExperts', 'listArticles', 'listPeriodicals', 'searchWorks', 'listExpertInterviews', 'listPeriodicalArticles'];
    expect(new Set(ids.map(totalAsString))).toEqual(new Set([true, false]));
  });
});

describe('the ruoyi scenario', () => {
  it('answers a list as a TableDataInfo and keeps a detail under data', async () => {
    const plain = await dataOf<Page>(await callApi('listExperts'));
    expect(plain.rows.length).toBeGreaterThan(0);

    setScenario('ruoyi');
    const list = await envelopeOf(await callApi('listExperts'));
    expect(list).toEqual({
      code: 200,
      msg: '查询成功',
      rows: plain.rows,
      total: totalAsString('listExperts') ? String(plain.total) : plain.total,
    });
    expect(list).not.toHaveProperty('data');

    const id = plain.rows[0]?.id ?? 0;
    setScenario('normal');
    const plainDetail = await envelopeOf(await callApi(['getExpert', { id: `${id}` }]));
    setScenario('ruoyi');
    expect(await envelopeOf(await callApi(['getExpert', { id: `${id}` }]))).toEqual(plainDetail);
  });

  it('leaves the session calls alone', async () => {
    setScenario('ruoyi');
    const { token } = await smsLogin();
    const info = await envelopeOf<{ nickName: string }>(await callApi('getInfo', { token }));
    expect(info.code).toBe(200);
    expect(typeof info.data?.nickName).toBe('string');
  });
});
