import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { delay, http as mock, HttpResponse } from 'msw';
import type { AxiosRequestConfig } from 'axios';
import { server } from '@mocks/node';
import { API_BASE } from '@/shared/config';
import { ApiError, ERROR_MESSAGES } from './errors';
import { http, resetDuplicateGuard } from './http';
import { apiGet, customInstance } from './mutator';
import { getResourceOrder } from './generated/endpoints/resource/resource';
import { configureHttp } from './setup';
import type { NotifyLevel } from './setup';
import { sessionExpired } from './signals';
import { onApi } from '@mocks/lib/on-api';

let toasts: Array<[NotifyLevel, string]> = [];
let expired: Array<{ message: string }> = [];
let restoreSetup: () => void = () => {};
/** The token the session has saved, as the app's setup answers it at send time. */
let savedToken = '';
const setToken = (token: string) => {
  savedToken = token;
};
const removeToken = () => {
  savedToken = '';
};
let unwatch: () => void = () => {};

beforeEach(() => {
  toasts = [];
  expired = [];
  savedToken = '';
  restoreSetup = configureHttp({
    token: () => ({ saved: savedToken, held: '' }),
    notify: (level, message) => toasts.push([level, message]),
  });
  unwatch = sessionExpired.watch((payload) => expired.push(payload));
  resetDuplicateGuard();
});

afterEach(() => {
  restoreSetup();
  unwatch();
});

async function rejectionOf(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  }
  throw new Error('expected the call to reject');
}

/**
 * MSW's XMLHttpRequest interception under jsdom neither honours `xhr.timeout` nor can it build
 * blob responses (it hands a jsdom Blob to undici). Those tests run the same instance and
 * interceptors over axios's fetch adapter instead, which needs an absolute base URL in Node.
 */
const overFetch = (): Pick<AxiosRequestConfig, 'adapter' | 'baseURL'> => ({
  adapter: 'fetch',
  baseURL: `${location.origin}${API_BASE}`,
});

const get = (url: string, options?: Parameters<typeof customInstance>[1]) => customInstance<unknown>({ url, method: 'GET' }, options);

/** Answers GET /api/t/x with `body` (status 200 unless given). */
function answer(body: unknown, init?: ResponseInit) {
  server.use(mock.get('*/api/t/x', () => HttpResponse.json(body as Record<string, unknown>, init)));
}

describe('customInstance: success', () => {
  it('resolves with the whole {code, msg, data} envelope and shows nothing', async () => {
    answer({ code: 200, msg: '操作成功', data: { id: 1 } });
    await expect(get('/t/x')).resolves.toEqual({ code: 200, msg: '操作成功', data: { id: 1 } });
    expect(toasts).toEqual([]);
  });

  it('serializes GET params: nested objects as name[key], empty values skipped', async () => {
    let seen: URL | undefined;
    server.use(
      mock.get('*/api/t/params', ({ request }) => {
        seen = new URL(request.url);
        return HttpResponse.json({ code: 200, msg: 'ok' });
      }),
    );
    await customInstance({ url: '/t/params', method: 'GET', params: { page: 0, q: '', f: { type: 'a', on: false }, x: null } });
    expect(seen?.pathname).toBe('/api/t/params');
    expect([...(seen?.searchParams ?? [])]).toEqual([
      ['page', '0'],
      ['f[type]', 'a'],
      ['f[on]', 'false'],
    ]);
  });
});

/** Answers that fit the contract (every answer's data is checked against it). */
const FITTING_DATA: Record<string, unknown> = {
  '/login/user/getInfo': { id: 1, userType: 'website', nickName: '测试用户' },
  '/agent/user/agentLogin/foreign/:id': { token: 'tok-sso' },
  '/portal/work/search': { rows: [], total: 0, page: 1, pageSize: 10 },
  '/captchaImage': { uuid: 'u-1', img: 'iVBOR' },
};

function fittingAnswer(path: string) {
  return HttpResponse.json({ code: 200, msg: 'ok', data: FITTING_DATA[path] });
}

describe('customInstance: token', () => {
  function captureAuthorization(method: 'get' | 'post', path: string): Array<string | null> {
    const seen: Array<string | null> = [];
    server.use(
      mock[method](`*/api${path}`, ({ request }) => {
        seen.push(request.headers.get('authorization'));
        return fittingAnswer(path);
      }),
    );
    return seen;
  }

  it('sends the Bearer token to a secured operation', async () => {
    const seen = captureAuthorization('get', '/login/user/getInfo');
    setToken('tok-1');
    await customInstance({ url: '/login/user/getInfo', method: 'GET' });
    expect(seen).toEqual(['Bearer tok-1']);
  });

  it('never sends it to an operation whose contract says security: []', async () => {
    const sms = captureAuthorization('post', '/login/sendSms');
    const foreign = captureAuthorization('get', '/agent/user/agentLogin/foreign/:id');
    setToken('tok-1');
    await customInstance({ url: '/login/sendSms', method: 'POST', data: { mobile: '13800000000' } });
    await customInstance({ url: '/agent/user/agentLogin/foreign/abc', method: 'GET' });
    expect(sms).toEqual([null]);
    expect(foreign).toEqual([null]);
  });

  it('sends it to public reads when there is one (SPEC §7: only the seven token-free calls opt out)', async () => {
    const seen = captureAuthorization('get', '/portal/work/search');
    setToken('reader');
    await customInstance({ url: '/portal/work/search', method: 'GET' });
    removeToken();
    await customInstance({ url: '/portal/work/search', method: 'GET' });
    expect(seen).toEqual(['Bearer reader', null]);
  });

  it('reads the token at send time', async () => {
    const seen = captureAuthorization('get', '/login/user/getInfo');
    setToken('first');
    await customInstance({ url: '/login/user/getInfo', method: 'GET' });
    setToken('second');
    await customInstance({ url: '/login/user/getInfo', method: 'GET' });
    removeToken();
    await customInstance({ url: '/login/user/getInfo', method: 'GET' });
    expect(seen).toEqual(['Bearer first', 'Bearer second', null]);
  });

  it('honours the skipAuth option', async () => {
    const seen = captureAuthorization('get', '/login/user/getInfo');
    setToken('tok-1');
    await customInstance({ url: '/login/user/getInfo', method: 'GET' }, { skipAuth: true });
    expect(seen).toEqual([null]);
  });
});

describe('customInstance: timeouts', () => {
  function echoTimeout(path: string) {
    server.use(mock.get(`*/api${path}`, () => fittingAnswer(path)));
  }

  it('takes the captcha timeout (20000 ms) from the operation table', async () => {
    echoTimeout('/captchaImage');
    const response = await http.get('/captchaImage');
    expect(response.config.timeout).toBe(20_000);
  });

  it('uses 300000 ms for every other call and lets a request override it', async () => {
    echoTimeout('/login/user/getInfo');
    expect((await http.get('/login/user/getInfo')).config.timeout).toBe(300_000);
    expect((await http.get('/login/user/getInfo', { clientOptions: { timeout: 1234 } })).config.timeout).toBe(1234);
  });
});

describe('customInstance: SPEC §8 body codes', () => {
  it('code 401: raises sessionExpired once, rejects with the prompt level, shows no toast', async () => {
    answer({ code: 401, msg: 'token expired' });
    const error = await rejectionOf(get('/t/x'));
    expect(error).toMatchObject({ kind: 'unauthorized', level: 'prompt', message: '认证失败，无法访问系统资源', code: 401 });
    expect(expired).toEqual([{ message: '认证失败，无法访问系统资源' }]);
    expect(toasts).toEqual([]);
  });

  it('HTTP status 401 is handled like code 401', async () => {
    server.use(mock.get('*/api/t/x', () => new HttpResponse('Unauthorized', { status: 401 })));
    const error = await rejectionOf(get('/t/x'));
    expect(error).toMatchObject({ kind: 'unauthorized', level: 'prompt', message: '认证失败，无法访问系统资源', status: 401 });
    expect(expired).toEqual([{ message: '认证失败，无法访问系统资源' }]);
    expect(toasts).toEqual([]);
  });

  it('code 403: 当前操作没有权限 as error', async () => {
    answer({ code: 403, msg: 'denied' });
    const error = await rejectionOf(get('/t/x'));
    expect(error).toMatchObject({ kind: 'forbidden', level: 'error', message: '当前操作没有权限', code: 403 });
    expect(toasts).toEqual([['error', '当前操作没有权限']]);
  });

  it('code 404: 访问资源不存在 as error', async () => {
    answer({ code: 404, msg: 'missing' });
    const error = await rejectionOf(get('/t/x'));
    expect(error).toMatchObject({ kind: 'notFound', level: 'error', message: '访问资源不存在', code: 404 });
    expect(toasts).toEqual([['error', '访问资源不存在']]);
  });

  it('code 500: the msg as a warning', async () => {
    answer({ code: 500, msg: '验证码已失效' });
    const error = await rejectionOf(get('/t/x'));
    expect(error).toMatchObject({ kind: 'server', level: 'warning', message: '验证码已失效', code: 500 });
    expect(toasts).toEqual([['warning', '验证码已失效']]);
  });

  it('another code with msg: the msg as error', async () => {
    answer({ code: 601, msg: '余额不足' });
    const error = await rejectionOf(get('/t/x'));
    expect(error).toMatchObject({ kind: 'business', level: 'error', message: '余额不足', code: 601 });
    expect(toasts).toEqual([['error', '余额不足']]);
  });

  it('another code without msg: 系统未知错误，请反馈给管理员 as error', async () => {
    answer({ code: 601 });
    const error = await rejectionOf(get('/t/x'));
    expect(error).toMatchObject({ kind: 'business', level: 'error', message: '系统未知错误，请反馈给管理员', code: 601 });
    expect(toasts).toEqual([['error', '系统未知错误，请反馈给管理员']]);
  });

  it('keeps the body on the rejection', async () => {
    answer({ code: 601, msg: '余额不足', data: { left: 0 } });
    const error = await rejectionOf(get('/t/x'));
    expect(error.body).toEqual({ code: 601, msg: '余额不足', data: { left: 0 } });
  });
});

describe('customInstance: transport failures', () => {
  it('network failure: 后端接口连接异常', async () => {
    server.use(mock.get('*/api/t/x', () => HttpResponse.error()));
    const error = await rejectionOf(get('/t/x'));
    expect(error).toMatchObject({ kind: 'network', level: 'error', message: '后端接口连接异常' });
    expect(toasts).toEqual([['error', '后端接口连接异常']]);
  });

  it('timeout: 系统接口请求超时', async () => {
    server.use(
      mock.get('*/api/t/x', async () => {
        await delay(500);
        return HttpResponse.json({ code: 200, msg: 'ok' });
      }),
    );
    const error = await rejectionOf(customInstance({ url: '/t/x', method: 'GET', ...overFetch() }, { timeout: 30 }));
    expect(error).toMatchObject({ kind: 'timeout', level: 'error', message: '系统接口请求超时' });
    expect(toasts).toEqual([['error', '系统接口请求超时']]);
  });

  it('HTTP 502 with an HTML page from a proxy: 系统接口502异常', async () => {
    server.use(mock.get('*/api/t/x', () => HttpResponse.html('<html><body>502 Bad Gateway</body></html>', { status: 502 })));
    const error = await rejectionOf(get('/t/x'));
    expect(error).toMatchObject({ kind: 'status', level: 'error', message: '系统接口502异常', status: 502 });
    expect(toasts).toEqual([['error', '系统接口502异常']]);
  });

  it('HTTP 500 with an envelope: the body code decides (msg as warning)', async () => {
    answer({ code: 500, msg: '服务繁忙' }, { status: 500 });
    const error = await rejectionOf(get('/t/x'));
    expect(error).toMatchObject({ kind: 'server', level: 'warning', message: '服务繁忙', status: 500 });
    expect(toasts).toEqual([['warning', '服务繁忙']]);
  });

  it('HTTP 403 and 404 without an envelope mean what the body codes mean', async () => {
    server.use(mock.get('*/api/t/x', () => new HttpResponse(null, { status: 403 })));
    expect(await rejectionOf(get('/t/x'))).toMatchObject({ kind: 'forbidden', message: '当前操作没有权限', status: 403 });
    server.use(mock.get('*/api/t/x', () => HttpResponse.text('Not Found', { status: 404 })));
    expect(await rejectionOf(get('/t/x'))).toMatchObject({ kind: 'notFound', message: '访问资源不存在', status: 404 });
    expect(toasts).toEqual([
      ['error', '当前操作没有权限'],
      ['error', '访问资源不存在'],
    ]);
  });

  it('invalid JSON with status 200: 系统未知错误，请反馈给管理员, no crash', async () => {
    server.use(mock.get('*/api/t/x', () => new HttpResponse('{"code":200,', { headers: { 'Content-Type': 'application/json' } })));
    const error = await rejectionOf(get('/t/x'));
    expect(error).toMatchObject({ kind: 'invalidResponse', level: 'error', message: '系统未知错误，请反馈给管理员', status: 200 });
    expect(toasts).toEqual([['error', '系统未知错误，请反馈给管理员']]);
  });

  it('empty body: 系统未知错误，请反馈给管理员', async () => {
    server.use(mock.get('*/api/t/x', () => new HttpResponse(null, { status: 200 })));
    const error = await rejectionOf(get('/t/x'));
    expect(error).toMatchObject({ kind: 'invalidResponse', level: 'error', message: '系统未知错误，请反馈给管理员' });
    expect(toasts).toEqual([['error', '系统未知错误，请反馈给管理员']]);
  });

  it('HTML with status 200 (an SPA fallback): 系统未知错误，请反馈给管理员', async () => {
    server.use(mock.get('*/api/t/x', () => HttpResponse.html('<!doctype html><html></html>')));
    const error = await rejectionOf(get('/t/x'));
    expect(error).toMatchObject({ kind: 'invalidResponse', level: 'error', message: '系统未知错误，请反馈给管理员' });
    expect(toasts).toEqual([['error', '系统未知错误，请反馈给管理员']]);
  });

  it('JSON without a code is not an envelope', async () => {
    answer({ data: [] });
    expect(await rejectionOf(get('/t/x'))).toMatchObject({ kind: 'invalidResponse', message: ERROR_MESSAGES.unknown });
  });

  it('silent requests reject the same way but show nothing', async () => {
    answer({ code: 403 });
    const error = await rejectionOf(get('/t/x', { silent: true }));
    expect(error.kind).toBe('forbidden');
    expect(toasts).toEqual([]);
  });
});

describe('customInstance: cancellation', () => {
  it('an aborted request rejects with kind cancelled and shows nothing', async () => {
    server.use(
      mock.get('*/api/t/x', async () => {
        await delay(1_000);
        return HttpResponse.json({ code: 200, msg: 'ok' });
      }),
    );
    const controller = new AbortController();
    const pending = customInstance({ url: '/t/x', method: 'GET', signal: controller.signal });
    setTimeout(() => controller.abort(), 20);
    const error = await rejectionOf(pending);
    expect(error).toMatchObject({ kind: 'cancelled', level: 'silent' });
    expect(toasts).toEqual([]);
    expect(expired).toEqual([]);
  });

  it('the caller signal in the options cancels too', async () => {
    const controller = new AbortController();
    controller.abort();
    const error = await rejectionOf(customInstance({ url: '/t/x', method: 'GET' }, { signal: controller.signal }));
    expect(error.kind).toBe('cancelled');
    expect(toasts).toEqual([]);
  });
});

describe('customInstance: blobs', () => {
  it('returns a non-JSON blob untouched', async () => {
    server.use(
      mock.get('*/api/t/file', () => new HttpResponse(new Uint8Array([1, 2, 3]), { headers: { 'Content-Type': 'application/pdf' } })),
    );
    const blob = await customInstance<Blob>({ url: '/t/file', method: 'GET', responseType: 'blob', ...overFetch() });
    expect(Object.prototype.toString.call(blob)).toBe('[object Blob]');
    expect(blob.size).toBe(3);
    expect(blob.type).toBe('application/pdf');
    expect(toasts).toEqual([]);
  });

  it('a JSON blob is an envelope error: its msg is shown', async () => {
    server.use(mock.get('*/api/t/file', () => HttpResponse.json({ code: 500, msg: '文件已被删除' })));
    const error = await rejectionOf(customInstance({ url: '/t/file', method: 'GET', responseType: 'blob', ...overFetch() }));
    expect(error).toMatchObject({ kind: 'server', level: 'warning', message: '文件已被删除' });
    expect(toasts).toEqual([['warning', '文件已被删除']]);
  });

  it('a JSON blob with another code is shown as error', async () => {
    server.use(mock.get('*/api/t/file', () => HttpResponse.json({ code: 601, msg: '无下载权限' })));
    const error = await rejectionOf(customInstance({ url: '/t/file', method: 'GET', responseType: 'blob', ...overFetch() }));
    expect(error).toMatchObject({ kind: 'business', level: 'error', message: '无下载权限' });
    expect(toasts).toEqual([['error', '无下载权限']]);
  });
});

describe('customInstance: duplicate submit (SPEC §5)', () => {
  function acceptPosts(path: string): { count: number } {
    const hits = { count: 0 };
    server.use(
      mock.post(`*/api${path}`, () => {
        hits.count += 1;
        return HttpResponse.json({ code: 200, msg: 'ok' });
      }),
      mock.put(`*/api${path}`, () => {
        hits.count += 1;
        return HttpResponse.json({ code: 200, msg: 'ok' });
      }),
    );
    return hits;
  }

  it('rejects the same POST within 1 s with 数据正在处理，请勿重复提交 as warning, without sending it', async () => {
    const hits = acceptPosts('/t/save');
    const first = customInstance({ url: '/t/save', method: 'POST', data: { a: 1 } });
    const second = customInstance({ url: '/t/save', method: 'POST', data: { a: 1 } });
    await expect(first).resolves.toMatchObject({ code: 200 });
    const error = await rejectionOf(second);
    expect(error).toMatchObject({ kind: 'duplicate', level: 'warning', message: '数据正在处理，请勿重复提交' });
    expect(toasts).toEqual([['warning', '数据正在处理，请勿重复提交']]);
    expect(hits.count).toBe(1);
  });

  it('applies to PUT as well, not to GET', async () => {
    const hits = acceptPosts('/t/save');
    await customInstance({ url: '/t/save', method: 'PUT', data: { a: 1 } });
    expect((await rejectionOf(customInstance({ url: '/t/save', method: 'PUT', data: { a: 1 } }))).kind).toBe('duplicate');
    answer({ code: 200, msg: 'ok' });
    await get('/t/x');
    await expect(get('/t/x')).resolves.toMatchObject({ code: 200 });
    expect(hits.count).toBe(1);
  });

  it('lets a different body or URL through', async () => {
    const hits = acceptPosts('/t/save');
    acceptPosts('/t/other');
    await customInstance({ url: '/t/save', method: 'POST', data: { a: 1 } });
    await customInstance({ url: '/t/save', method: 'POST', data: { a: 2 } });
    await customInstance({ url: '/t/other', method: 'POST', data: { a: 1 } });
    expect(hits.count).toBe(2);
    expect(toasts).toEqual([]);
  });

  it('honours the allowDuplicate opt-out', async () => {
    const hits = acceptPosts('/t/save');
    await customInstance({ url: '/t/save', method: 'POST', data: { a: 1 } });
    await customInstance({ url: '/t/save', method: 'POST', data: { a: 1 } }, { allowDuplicate: true });
    expect(hits.count).toBe(2);
  });

  it('lets two different files through within 1 s, refuses the same file twice', async () => {
    const hits = acceptPosts('/oss/upload');
    const form = (file: File) => {
      const data = new FormData();
      data.append('file', file);
      data.append('random', '1');
      return data;
    };
    const a = new File(['aaaa'], 'a.pdf', { type: 'application/pdf', lastModified: 1 });
    const b = new File(['bbbbbb'], 'b.pdf', { type: 'application/pdf', lastModified: 2 });
    await customInstance({ url: '/oss/upload', method: 'POST', data: form(a) });
    await customInstance({ url: '/oss/upload', method: 'POST', data: form(b) });
    expect(hits.count).toBe(2);
    const again = await rejectionOf(customInstance({ url: '/oss/upload', method: 'POST', data: form(a) }));
    expect(again.kind).toBe('duplicate');
    expect(hits.count).toBe(2);
  });

  it('refuses up to 999 ms after the first submit, accepts from 1000 ms', async () => {
    const hits = acceptPosts('/t/save');
    const clock = vi.spyOn(Date, 'now');
    try {
      clock.mockReturnValue(1_000_000);
      await customInstance({ url: '/t/save', method: 'POST', data: { a: 1 } });
      clock.mockReturnValue(1_000_999);
      expect((await rejectionOf(customInstance({ url: '/t/save', method: 'POST', data: { a: 1 } }))).kind).toBe('duplicate');
      clock.mockReturnValue(1_001_000);
      await customInstance({ url: '/t/save', method: 'POST', data: { a: 1 } });
    } finally {
      clock.mockRestore();
    }
    expect(hits.count).toBe(2);
  });

  it('keeps no body in web storage', async () => {
    acceptPosts('/t/save');
    await customInstance({ url: '/t/save', method: 'POST', data: { password: 'secret-pw' } });
    expect(sessionStorage.length).toBe(0);
    expect(localStorage.length).toBe(0);
  });
});

describe('apiGet: the generic GET of SPEC §7', () => {
  it('sends the params the pipeline way and resolves with the envelope; a path the contract does not know gets no token', async () => {
    const seen: Array<{ auth: string | null; query: string }> = [];
    server.use(
      mock.get('*/api/any/suffix', ({ request }) => {
        seen.push({ auth: request.headers.get('authorization'), query: new URL(request.url).search });
        return HttpResponse.json({ code: 200, msg: 'ok', data: { free: 'form' } });
      }),
    );
    setToken('tok-g');
    const answer = await apiGet<{ free: string }>('any/suffix', { a: 1, f: { on: false }, skip: '' });
    expect(answer.data).toEqual({ free: 'form' });
    expect(seen).toEqual([{ auth: null, query: '?a=1&f%5Bon%5D=false' }]);
    removeToken();
  });

  it('maps failures through the catalogue and checks contract paths against the contract', async () => {
    server.use(mock.get('*/api/any/suffix', () => HttpResponse.json({ code: 403, msg: 'x' })));
    await expect(apiGet('/any/suffix')).rejects.toMatchObject({ kind: 'forbidden', message: '当前操作没有权限' });
    expect(toasts).toEqual([['error', '当前操作没有权限']]);
    server.use(onApi('getCheckConfig', () => HttpResponse.json({ code: 200, msg: 'ok', data: 'not a list' })));
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await expect(apiGet('/check/manage/type/getConfig', { type: 'check' })).rejects.toMatchObject({ kind: 'contract' });
    vi.restoreAllMocks();
  });
});

describe('one failure, one place', () => {
  it('a query’s request (it carries the query’s AbortSignal) is not toasted: its section shows the failure', async () => {
    answer({ code: 500, msg: '服务繁忙' });
    const error = await rejectionOf(customInstance({ url: '/t/x', method: 'GET', signal: new AbortController().signal }));
    expect(error.message).toBe('服务繁忙');
    expect(toasts).toEqual([]);
  });

  it('a query whose failure is shown nowhere else says silent: false and is toasted', async () => {
    answer({ code: 500, msg: '服务繁忙' });
    await rejectionOf(customInstance({ url: '/t/x', method: 'GET', signal: new AbortController().signal }, { silent: false }));
    expect(toasts).toEqual([['warning', '服务繁忙']]);
  });

  it('a call made outside a query (a command, the session’s own calls) is toasted as before', async () => {
    answer({ code: 500, msg: '服务繁忙' });
    await rejectionOf(get('/t/x'));
    expect(toasts).toEqual([['warning', '服务繁忙']]);
  });

  it('a query’s 401 still raises the expiry prompt', async () => {
    answer({ code: 401, msg: '令牌过期' });
    await rejectionOf(customInstance({ url: '/t/x', method: 'GET', signal: new AbortController().signal }));
    expect(expired).toHaveLength(1);
  });
});

describe('nothing walks out of its call', () => {
  function recordRequests(): string[] {
    const seen: string[] = [];
    server.events.on('request:start', ({ request }) => {
      seen.push(`${new URL(request.url).pathname} ${request.headers.get('authorization') ?? '-'}`);
    });
    return seen;
  }
  afterEach(() => {
    server.events.removeAllListeners();
    removeToken();
  });

  it('sends no request for a path with a `..` segment, encoded or not, and says 访问资源不存在', async () => {
    setToken('tok-t');
    const seen = recordRequests();
    for (const url of ['/portal/resource/order/detail/..', '/portal/resource/order/detail/%2e%2E', '/portal/resource/order/detail/./x']) {
      const error = await rejectionOf(get(url));
      expect(error.kind).toBe('notFound');
      expect(error.message).toBe(ERROR_MESSAGES.notFound);
    }
    expect(seen).toEqual([]);
  });

  it('a generated call encodes its path parameters: an order id with ../ sends nothing outside /portal/resource/order/', async () => {
    setToken('tok-t');
    const seen = recordRequests();
    server.use(mock.get('*', () => HttpResponse.json({ code: 404, msg: '订单不存在' })));
    await getResourceOrder('../../../../login/user/getInfo').catch(() => undefined);
    await getResourceOrder('..').catch(() => undefined);
    await getResourceOrder('a/b?c=1#d').catch(() => undefined);
    expect(seen).toHaveLength(2);
    for (const line of seen) expect(line.startsWith(`${API_BASE}/portal/resource/order/detail/`)).toBe(true);
    expect(seen[0]).toContain('..%2F..%2F..%2F..%2Flogin%2Fuser%2FgetInfo');
    expect(seen[1]).toContain('a%2Fb%3Fc%3D1%23d');
  });

  it('treats a URL that looks absolute as a path under the API base, and sends it no token', async () => {
    setToken('tok-t');
    const seen = recordRequests();
    server.use(mock.get('*', () => HttpResponse.json({ code: 200, msg: 'ok' })));
    await get('//evil.example/steal').catch(() => undefined);
    await get('https://evil.example/steal').catch(() => undefined);
    expect(seen.length).toBe(2);
    for (const line of seen) {
      expect(line.startsWith(`${API_BASE}/`)).toBe(true);
      expect(line.endsWith(' -')).toBe(true);
    }
  });
});
