import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { contentTypeOf, isFile, staticFileFor } from '../../scripts/lib/static-server.mjs';

/**
 * A stand-in for a real backend (for e2e/har-replay.spec.ts): serves a production build (dist/) as
 * deploy/nginx.conf does and answers /api with fixed data that is not the mocks' (other experts,
 * other disciplines) and that differs from openapi.yaml the way a Java backend often does (ids
 * and counters as strings, an unknown field). A session recorded in front of it is the HAR the
 * demo replays. Unknown /api calls answer an empty success, as a lenient backend would.
 */

export const RECORDED_EXPERTS = [
  {
    id: '9001',
    name: '录制甲教授',
    title: '教授',
    discipline: '海洋科学',
    institution: '东海大学',
    worksCount: '17',
    researchInterests: ['潮汐'],
  },
  {
    id: '9002',
    name: '录制乙研究员',
    title: '研究员',
    discipline: '海洋科学',
    institution: '南海研究所',
    worksCount: 8,
    researchInterests: [],
  },
  { id: '9003', name: '录制丙副教授', title: '副教授', discipline: '地理学', institution: '东海大学', worksCount: 3, legacyCode: 'X-3' },
];
/** More than one page of 12: page 2 was never visited while recording. */
export const RECORDED_TOTAL = 30;

const ok = (data: unknown) => ({ code: 200, msg: '操作成功', data });

function answer(pathname: string, search: URLSearchParams): unknown {
  switch (pathname) {
    case '/api/portal/expert/list':
      return ok({ rows: RECORDED_EXPERTS, total: RECORDED_TOTAL, page: Number(search.get('page') ?? 1), pageSize: 12 });
    case '/api/portal/expert/filters':
      return ok({
        disciplines: [
          { value: '海洋科学', label: '海洋科学', count: 2 },
          { value: '地理学', label: '地理学', count: 1 },
        ],
        titles: [{ value: '教授', label: '教授', count: 1 }],
        institutions: [{ value: '东海大学', label: '东海大学', count: 2 }],
      });
    default:
      return { code: 200, msg: '操作成功' };
  }
}

export interface FakeBackend {
  url: string;
  /** The /api calls it answered, `GET /api/x?y`, in order. */
  calls: string[];
  close(): Promise<void>;
}

/**
 * Starts on a free port; `dist` is the production build to serve. With `api: false` every /api
 * call is refused (502): a test whose answers come from a HAR (routeFromHAR) proves none got here.
 */
export async function startFakeBackend(dist: string, { api = true }: { api?: boolean } = {}): Promise<FakeBackend> {
  const root = resolve(dist);
  if (!(await isFile(join(root, 'index.html')))) throw new Error(`fake backend: no production build in ${root} (run npm run build)`);
  const calls: string[] = [];
  const server: Server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      if (url.pathname.startsWith('/api/')) {
        calls.push(`${req.method} ${url.pathname}${url.search}`);
        if (!api) {
          res.writeHead(502).end();
          return;
        }
        const body = JSON.stringify(answer(url.pathname, url.searchParams));
        // What a real backend sends along, for the import to remove.
        res.writeHead(200, {
          'Content-Type': 'application/json;charset=UTF-8',
          'Set-Cookie': 'JSESSIONID=fake-session-1; Path=/; HttpOnly',
        });
        res.end(body);
        return;
      }
      const file = await staticFileFor(root, url.pathname);
      if (!file) {
        res.writeHead(404).end('not found');
        return;
      }
      const body = await readFile(file);
      res.writeHead(200, { 'Content-Type': contentTypeOf(file) });
      res.end(body);
    })().catch(() => {
      if (!res.headersSent) res.writeHead(500);
      res.end();
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    close: () => new Promise((done) => server.close(() => done())),
  };
}
