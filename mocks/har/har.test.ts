import type { Entry, Har } from 'har-format';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearContractDrift, getContractDrift } from '@/shared/api';
import { listExperts } from '@/shared/api/generated/endpoints/expert/expert';
import { smsLogin } from '../api/auth/test-kit';
import { callApi, envelopeOf } from '../lib/test-client';
import { isScenarioName, setScenario } from '../scenarios';
import { getUnrecordedRequests } from './handler';
import { HAR_IMPORT_MESSAGES, HAR_MAX_BYTES, importHarFile, importHarText } from './import';
import { harEntries, initHarStore, removeHarScenario, saveHarScenario } from './store';

const JWT = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMzgwMDEzODAwMCJ9.c2lnbmF0dXJlLXNpZ24';
const MOBILE = '13912345678';
const ID_NUMBER = '11010519491231002X';

interface EntryInput {
  method?: string;
  url: string;
  body?: unknown;
  answer: unknown;
  requestHeaders?: Array<{ name: string; value: string }>;
  responseHeaders?: Array<{ name: string; value: string }>;
}

function entry({ method = 'GET', url, body, answer, requestHeaders = [], responseHeaders = [] }: EntryInput): Entry {
  const parsed = new URL(url);
  return {
    startedDateTime: '2026-11-27T08:00:00.000Z',
    time: 120,
    cache: {},
    timings: { send: 1, wait: 100, receive: 19 },
    request: {
      method,
      url,
      httpVersion: 'HTTP/1.1',
      headers: requestHeaders,
      queryString: [...parsed.searchParams].map(([name, value]) => ({ name, value })),
      cookies: [],
      headersSize: -1,
      bodySize: -1,
      ...(body !== undefined && { postData: { mimeType: 'application/json', text: JSON.stringify(body) } }),
    },
    response: {
      status: 200,
      statusText: 'OK',
      httpVersion: 'HTTP/1.1',
      headers: [{ name: 'Content-Type', value: 'application/json;charset=UTF-8' }, ...responseHeaders],
      cookies: [],
      content: { size: -1, mimeType: 'application/json', text: JSON.stringify(answer) },
      redirectURL: '',
      headersSize: -1,
      bodySize: -1,
    },
  };
}

const harOf = (...entries: Entry[]): string =>
  JSON.stringify({ log: { version: '1.2', creator: { name: 'WebInspector', version: '537.36' }, pages: [], entries } } satisfies Har);

const STAGING = 'https://staging.example.cn';
const ok = (data: unknown) => ({ code: 200, msg: '操作成功', data });

async function importAndReplay(name: string, ...entries: Entry[]): Promise<void> {
  const result = importHarText(harOf(...entries), `${name}.har`);
  if (!result.ok) throw new Error(result.message);
  await saveHarScenario(result.har);
  setScenario(`har:${name}`);
}

afterEach(async () => {
  await removeHarScenario('replay');
});

describe('HAR import: masking', () => {
  const recorded = harOf(
    entry({
      method: 'POST',
      url: `${STAGING}/api/center/profile/update?mobile=${MOBILE}&access_token=abc123`,
      body: { nickname: '张三', mobile: MOBILE, idCard: ID_NUMBER, refreshToken: 'r-secret', oldPassword: 'Pa55word!' },
      requestHeaders: [
        { name: 'Authorization', value: `Bearer ${JWT}` },
        { name: 'Cookie', value: `Admin-Token=${JWT}; SESSION=s3cr3t` },
        { name: 'X-Contact', value: `phone ${MOBILE}` },
        { name: 'X-Id-Card', value: ID_NUMBER },
      ],
      responseHeaders: [
        { name: 'Set-Cookie', value: 'SESSION=s3cr3t; HttpOnly' },
        { name: 'Content-Length', value: '999' },
      ],
      answer: ok({ token: 'opaque-token-value', owner: { mobile: Number(MOBILE), idNumber: ID_NUMBER, note: `id ${JWT}` } }),
    }),
  );

  it('drops Authorization, Cookie and Set-Cookie, masks tokens, mobile and ID numbers in headers, URLs and bodies', () => {
    const result = importHarText(recorded, 'staging.har');
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const kept = JSON.stringify(result.har.entries);
    for (const secret of [
      JWT,
      's3cr3t',
      'abc123',
      'r-secret',
      'Pa55word!',
      'opaque-token-value',
      MOBILE,
      ID_NUMBER,
      'Authorization',
      'Set-Cookie',
    ]) {
      expect(kept).not.toContain(secret);
    }
    const [only] = result.har.entries;
    expect(only?.request.headers).toEqual([
      { name: 'X-Contact', value: 'phone 139****5678' },
      { name: 'X-Id-Card', value: '110105********002X' },
    ]);
    expect(only?.request.url).toBe(`${STAGING}/api/center/profile/update?mobile=139****5678&access_token=***`);
    expect(JSON.parse(only?.request.postData?.text ?? '')).toEqual({
      nickname: '某用户',
      mobile: '139****5678',
      idCard: '110105********002X',
      refreshToken: '***',
      oldPassword: '***',
    });
    // Still the recorded shape: strings stay strings, a number stays a number.
    expect(JSON.parse(only?.response.content.text ?? '')).toEqual(
      ok({ token: '***', owner: { mobile: 13900005678, idNumber: '110105********002X', note: 'id ***' } }),
    );
    expect(only?.response.headers).toEqual([{ name: 'Content-Type', value: 'application/json;charset=UTF-8' }]);
    // Tokens: Authorization, access_token, refreshToken, token, the JWT in a string (the cookie's goes with it).
    expect(result.har.meta.masked).toEqual({ token: 5, password: 1, cookie: 2, mobile: 4, idNumber: 3, name: 1, email: 0, page: 0 });
  });

  it('masks the page a request came from, phone numbers however written, names, e-mails, tickets, sessions, keys and signatures', () => {
    const result = importHarText(
      harOf(
        entry({
          method: 'POST',
          url: `${STAGING}/api/portal/report/query`,
          body: {
            ticket: 'T-7781',
            sessionId: 'abc',
            apiKey: 'k-1',
            paySign: 's-1',
            sign: 's-2',
            design: '蓝色',
            functionKey: 'card:batch',
          },
          requestHeaders: [
            { name: 'Referer', value: `${STAGING}/login/sso-ticket-9f8e7d?redirect=%2FuserIndex&code=XYZ` },
            { name: 'Origin', value: STAGING },
            { name: 'X-Note', value: 'call +86 139 1234 5678 or 139-1234-5678 or 8613912345678' },
          ],
          answer: ok({
            userName: '李四',
            realName: '王五',
            name: '人工智能导论',
            email: 'li.si@example.cn',
            link: `${STAGING}/report/RPT20261127001 and ${STAGING}/checkSubmit/CK-88`,
          }),
        }),
      ),
      'pages.har',
    );
    if (!result.ok) throw new Error(result.message);
    const [only] = result.har.entries;
    const kept = JSON.stringify(result.har.entries);
    for (const secret of [
      'sso-ticket-9f8e7d',
      'XYZ',
      '1234 5678',
      '1234-5678',
      '8613912345678',
      '李四',
      '王五',
      'li.si@',
      'RPT20261127001',
      'CK-88',
      'T-7781',
      'k-1',
      's-1',
      's-2',
    ]) {
      expect(kept, secret).not.toContain(secret);
    }
    expect(only?.request.headers).toEqual([
      { name: 'Referer', value: `${STAGING}/login/***?redirect=%2FuserIndex&code=***` },
      { name: 'Origin', value: STAGING },
      { name: 'X-Note', value: 'call 139****5678 or 139****5678 or 139****5678' },
    ]);
    // Public data and words stay: a work's name, `design`, a menu's function key.
    const body = JSON.parse(only?.request.postData?.text ?? '');
    expect(body).toMatchObject({
      design: '蓝色',
      functionKey: 'card:batch',
      ticket: '***',
      sessionId: '***',
      apiKey: '***',
      paySign: '***',
      sign: '***',
    });
    expect(JSON.parse(only?.response.content.text ?? '').data).toMatchObject({
      userName: '某用户',
      realName: '某用户',
      name: '人工智能导论',
      email: 'masked@example.invalid',
    });
  });

  it('leaves record ids, order numbers and timestamps alone', () => {
    const answer = ok({ id: '123456789012345678', orderNo: '202611270000123456789', at: 1764230400000, code: '13800' });
    const result = importHarText(harOf(entry({ url: `${STAGING}/api/portal/expert/filters`, answer })), 'x.har');
    if (!result.ok) throw new Error(result.message);
    expect(JSON.parse(result.har.entries[0]?.response.content.text ?? '')).toEqual(answer);
    expect(result.har.meta.masked).toEqual({ token: 0, password: 0, cookie: 0, mobile: 0, idNumber: 0, name: 0, email: 0, page: 0 });
  });

  it('keeps only /api entries without the session calls, and names the scenario after the file', () => {
    const result = importHarText(
      harOf(
        entry({ url: `${STAGING}/assets/index.js`, answer: '' }),
        entry({ method: 'POST', url: `${STAGING}/api/login/smsLogin`, body: { mobile: MOBILE, code: '1234' }, answer: ok({ token: JWT }) }),
        entry({ url: `${STAGING}/api/login/user/getInfo`, answer: ok({ user: { phonenumber: MOBILE } }) }),
        entry({ url: `${STAGING}/portal/api/portal/expert/filters`, answer: ok({ disciplines: [] }) }),
      ),
      '预发布 环境.har',
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.har.meta).toMatchObject({ name: '预发布-环境', entryCount: 1 });
    expect(result.har.entries.map((e) => e.request.url)).toEqual([`${STAGING}/portal/api/portal/expert/filters`]);
  });

  it('refuses what is not a HAR of the portal with a Chinese message', async () => {
    expect(importHarText('<html>', 'x.har')).toEqual({ ok: false, message: HAR_IMPORT_MESSAGES.notJson });
    expect(importHarText('{"log":{}}', 'x.har')).toEqual({ ok: false, message: HAR_IMPORT_MESSAGES.notHar });
    expect(importHarText('[1,2]', 'x.har')).toEqual({ ok: false, message: HAR_IMPORT_MESSAGES.notHar });
    expect(importHarText(harOf(entry({ url: 'https://cdn.example.cn/a.png', answer: '' })), 'x.har')).toEqual({
      ok: false,
      message: HAR_IMPORT_MESSAGES.noApi,
    });
    const text = vi.fn(() => Promise.resolve(harOf()));
    const huge = { name: 'big.har', size: HAR_MAX_BYTES + 1, text } as unknown as File;
    expect(await importHarFile(huge)).toEqual({ ok: false, message: HAR_IMPORT_MESSAGES.tooLarge });
    expect(text).not.toHaveBeenCalled();
  });
});

describe('HAR scenarios', () => {
  it('are scenario names only while kept', async () => {
    expect(isScenarioName('har:replay')).toBe(false);
    const result = importHarText(harOf(entry({ url: `${STAGING}/api/portal/expert/filters`, answer: ok({}) })), 'replay.har');
    if (!result.ok) throw new Error(result.message);
    await saveHarScenario(result.har);
    expect(isScenarioName('har:replay')).toBe(true);
    expect(await harEntries('replay')).toHaveLength(1);
    await removeHarScenario('replay');
    expect(isScenarioName('har:replay')).toBe(false);
  });

  it('start from IndexedDB-like persistence, listing names before the entries are read', async () => {
    const result = importHarText(harOf(entry({ url: `${STAGING}/api/portal/expert/filters`, answer: ok({}) })), 'replay.har');
    if (!result.ok) throw new Error(result.message);
    const loadEntries = vi.fn(() => Promise.resolve(result.har.entries));
    await initHarStore({ loadMetas: () => Promise.resolve([result.har.meta]), loadEntries, save: vi.fn(), remove: vi.fn() });
    expect(isScenarioName('har:replay')).toBe(true);
    expect(loadEntries).not.toHaveBeenCalled();
    expect(await harEntries('replay')).toEqual(result.har.entries);
    await initHarStore(undefined);
  });
});

describe('HAR replay', () => {
  it('matches the query in any order, and only the same query', async () => {
    await importAndReplay(
      'replay',
      entry({
        url: `${STAGING}/api/portal/expert/list?page=1&pageSize=12&discipline=物理学`,
        answer: ok({ rows: [{ id: 901, name: '录制专家' }], total: 1 }),
      }),
    );
    const replayed = await envelopeOf<{ rows: Array<{ name: string }> }>(
      await callApi('listExperts', { query: { discipline: '物理学', pageSize: '12', page: '1' } }),
    );
    expect(replayed.data?.rows.map((row) => row.name)).toEqual(['录制专家']);

    // Another page was not recorded: the stateful mocks answer it, and it is listed as 未录制.
    const other = await envelopeOf<{ rows: Array<{ name: string }> }>(
      await callApi('listExperts', { query: { page: '2', pageSize: '12', discipline: '物理学' } }),
    );
    expect(other.data?.rows.map((row) => row.name)).not.toContain('录制专家');
    expect(getUnrecordedRequests()).toEqual([
      { method: 'GET', path: `/api/portal/expert/list?page=2&pageSize=12&discipline=${encodeURIComponent('物理学')}`, count: 1 },
    ]);
  });

  it('replays several answers to one request in the recorded order, then keeps the last', async () => {
    const url = `${STAGING}/api/portal/expert/filters`;
    await importAndReplay(
      'replay',
      entry({ url, answer: ok({ titles: [{ value: '1', label: '第一次' }] }) }),
      entry({ url: `${STAGING}/api/portal/expert/list?page=1`, answer: ok({ rows: [], total: 0 }) }),
      entry({ url, answer: ok({ titles: [{ value: '2', label: '第二次' }] }) }),
    );
    const label = async () =>
      (await envelopeOf<{ titles: Array<{ label: string }> }>(await callApi('getExpertFilters'))).data?.titles[0]?.label;
    // A request to the same path with another query does not use up the first answer.
    await callApi('listExperts', { query: { page: '3' } });
    expect(await label()).toBe('第一次');
    expect(await label()).toBe('第二次');
    expect(await label()).toBe('第二次');
    // Choosing the scenario again starts over.
    setScenario('har:replay');
    expect(await label()).toBe('第一次');
  });

  it('replays an answer whose recorded header is not Latin-1', async () => {
    await importAndReplay(
      'replay',
      entry({
        url: `${STAGING}/api/portal/expert/filters`,
        answer: ok({ titles: [] }),
        responseHeaders: [{ name: 'X-Msg', value: '操作成功' }],
      }),
    );
    const response = await callApi('getExpertFilters');
    expect(response.headers.get('x-msg')).toBe(encodeURIComponent('操作成功'));
    expect((await envelopeOf(response)).data).toEqual({ titles: [] });
    expect(getUnrecordedRequests()).toEqual([]);
  });

  it('tells writes apart by their body (JSON key order ignored)', async () => {
    const url = `${STAGING}/api/center/profile`;
    await importAndReplay(
      'replay',
      entry({ method: 'PUT', url, body: { intro: '甲', school: '北大' }, answer: { code: 200, msg: '改为甲' } }),
      entry({ method: 'PUT', url, body: { intro: '乙', school: '北大' }, answer: { code: 500, msg: '改为乙失败' } }),
    );
    const { token } = await smsLogin();
    const send = async (json: unknown) => (await envelopeOf(await callApi('updateMyProfile', { token, json }))).msg;
    expect(await send({ school: '北大', intro: '乙' })).toBe('改为乙失败');
    expect(await send({ intro: '甲', school: '北大' })).toBe('改为甲');
    expect(getUnrecordedRequests()).toEqual([]);
    // Not recorded: the stateful mocks answer (their own message), counted as 未录制.
    expect(await send({ intro: '丙', school: '北大' })).not.toMatch(/改为/);
    expect(getUnrecordedRequests()).toEqual([{ method: 'PUT', path: '/api/center/profile', count: 1 }]);
  });

  it('leaves the session calls to the mocks, and the app checks replayed answers against the contract', async () => {
    await importAndReplay(
      'replay',
      entry({
        url: `${STAGING}/api/portal/expert/list?page=1&pageSize=12`,
        answer: ok({ rows: [{ id: '901', name: '录制专家' }], total: 1 }),
      }),
    );
    const { token } = await smsLogin();
    expect(token).toMatch(/^mock-/);
    expect(getUnrecordedRequests()).toEqual([]);

    clearContractDrift();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const page = await listExperts({ page: 1, pageSize: 12 });
    expect(page.data?.rows?.[0]).toMatchObject({ id: 901, name: '录制专家' });
    expect(getContractDrift()).toMatchObject([{ operationId: 'listExperts', pointer: '/rows/*/id', repaired: true, count: 1 }]);
    vi.restoreAllMocks();
  });
});
