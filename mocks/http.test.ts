import { describe, expect, it } from 'vitest';
import { createMockHttp } from './http';

/*
 * The mocks over HTTP (scripts/mock-server.mjs, the shipped harness): each browser's data set and
 * scenario come from its cookies, so parallel tests never meet each other's writes or faults.
 */

const http = createMockHttp();

function request(
  path: string,
  { session, scenario, method = 'GET', json }: { session?: string; scenario?: string; method?: string; json?: unknown } = {},
) {
  const cookie = [session && `mock-session=${session}`, scenario && `mock-scenario=${scenario}`].filter(Boolean).join('; ');
  const headers: Record<string, string> = cookie ? { cookie } : {};
  if (json !== undefined) headers['content-type'] = 'application/json';
  return new Request(`http://127.0.0.1/api${path}`, { method, headers, body: json === undefined ? undefined : JSON.stringify(json) });
}

async function body(path: string, options: Parameters<typeof request>[1] = {}) {
  const answer = await http.answer(request(path, options));
  if (answer.kind !== 'response') return answer.kind;
  return (await answer.response.json()) as { code: number; msg?: string; data?: Record<string, unknown> };
}

describe('the mocks over HTTP', () => {
  it('keep one data set per mock-session: a log-in of one is no session of another', async () => {
    const login = await body('/login/smsLogin', { session: 'a', method: 'POST', json: { mobile: '13800138000', code: '123456' } });
    const token = typeof login === 'string' ? '' : String(login.data?.token);
    expect(token).not.toBe('');
    const info = (session: string) =>
      http.answer(
        new Request('http://127.0.0.1/api/login/user/getInfo', {
          headers: { cookie: `mock-session=${session}`, authorization: `Bearer ${token}` },
        }),
      );
    const mine = await info('a');
    const theirs = await info('b');
    expect(mine.kind === 'response' && ((await mine.response.json()) as { code: number }).code).toBe(200);
    expect(theirs.kind === 'response' && ((await theirs.response.json()) as { code: number }).code).toBe(401);
  });

  it('answer each request in the scenario its cookie names, without touching other sessions', async () => {
    expect(await body('/portal/expert/list?page=1&pageSize=2', { session: 'c', scenario: 'server-error' })).toMatchObject({ code: 500 });
    expect(await body('/portal/expert/list?page=1&pageSize=2', { session: 'd' })).toMatchObject({ code: 200 });
    expect(await body('/portal/expert/list?page=1&pageSize=2', { session: 'c', scenario: 'offline' })).toBe('network-error');
    expect(await body('/portal/expert/list?page=1&pageSize=2', { session: 'c', scenario: 'no-such' })).toMatchObject({ code: 200 });
  });

  it('give every new captcha a new uuid, even across sessions whose data sets were just seeded', async () => {
    const uuids = new Set<string>();
    for (const session of ['e', 'f', 'g']) {
      for (let i = 0; i < 2; i += 1) {
        const answer = await body('/captchaImage', { session });
        uuids.add(typeof answer === 'string' ? answer : String(answer.data?.uuid));
      }
    }
    expect(uuids.size).toBe(6);
  });

  it('set the scenario cookie for a tester’s browser, and refuse an unknown one in Chinese', async () => {
    const set = await http.answer(request('/__mock/scenario/drift'));
    expect(set.kind === 'response' && set.response.status).toBe(302);
    expect(set.kind === 'response' && set.response.headers.get('set-cookie')).toMatch(/^mock-scenario=drift; Path=\//);
    const unknown = await body('/__mock/scenario/nonsense');
    expect(unknown).toMatchObject({ code: 404, msg: '未知的模拟场景：nonsense' });
  });
});
