/**
 * A small portal for the API diff's tests: a contract of five operations and a source tree laid
 * out as this repository's (generated client, entities behind a barrel, pages, file routes,
 * mocks with a data set, a test that answers a call). Each test changes a copy of the contract
 * and reads what the diff says.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { apiDiff, type DiffResult } from '../../api-diff.mjs';
import type { JudgedOperation } from './classify.mjs';

type Json = Record<string, unknown>;
const json = (ref: string) => ({ content: { 'application/json': { schema: { $ref: `#/components/schemas/${ref}` } } } });
const answer = (ref: string) => ({ '200': { description: 'ok', ...json(ref) } });
const envelope = (data: Json) => ({ allOf: [{ $ref: '#/components/schemas/ApiResult' }, { type: 'object', properties: { data } }] });

/** The contract before the change: a fresh copy each time, to change at will. */
export function baseContract(): Json {
  return {
    openapi: '3.0.3',
    info: { title: 'fixture', version: '1' },
    paths: {
      '/portal/expert/list': {
        get: {
          operationId: 'listExperts',
          tags: ['expert'],
          parameters: [
            { name: 'page', in: 'query', required: false, schema: { type: 'integer', default: 1 } },
            { name: 'keyword', in: 'query', required: false, schema: { type: 'string' } },
            { name: 'institution', in: 'query', required: false, schema: { type: 'string' } },
          ],
          responses: answer('ExpertPageResult'),
        },
      },
      '/portal/expert/detail/{id}': {
        get: {
          operationId: 'getExpert',
          tags: ['expert'],
          parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'integer' } }],
          responses: answer('ExpertResult'),
        },
      },
      '/portal/order/detail/{id}': {
        get: {
          operationId: 'getOrder',
          tags: ['order'],
          parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'integer' } }],
          responses: answer('OrderResult'),
        },
      },
      '/portal/order': {
        post: {
          operationId: 'createOrder',
          tags: ['order'],
          requestBody: { required: true, ...json('CreateOrderRequest') },
          responses: answer('OrderResult'),
        },
      },
      '/login/user/getInfo': {
        get: { operationId: 'getInfo', tags: ['auth'], responses: answer('UserInfoResult') },
      },
      '/portal/legacy/stats': {
        get: { operationId: 'getLegacyStats', tags: ['legacy'], responses: answer('ApiResult') },
      },
    },
    components: {
      schemas: {
        ApiResult: { type: 'object', required: ['code'], properties: { code: { type: 'integer' }, msg: { type: 'string' } } },
        Expert: {
          type: 'object',
          required: ['id', 'name'],
          properties: {
            id: { type: 'integer' },
            name: { type: 'string' },
            institution: { type: 'string' },
            summary: { type: 'string' },
          },
        },
        ExpertPage: {
          type: 'object',
          required: ['rows'],
          properties: { rows: { type: 'array', items: { $ref: '#/components/schemas/Expert' } } },
        },
        ExpertPageResult: envelope({ $ref: '#/components/schemas/ExpertPage' }),
        ExpertResult: envelope({ $ref: '#/components/schemas/Expert' }),
        OrderStatus: { type: 'string', enum: ['unpaid', 'paid', 'closed'] },
        Order: {
          type: 'object',
          required: ['id', 'title', 'status'],
          properties: {
            id: { type: 'integer' },
            title: { type: 'string' },
            status: { $ref: '#/components/schemas/OrderStatus' },
            amount: { type: 'number' },
            paidAt: { type: 'string', format: 'date' },
          },
        },
        OrderResult: envelope({ $ref: '#/components/schemas/Order' }),
        UserInfo: {
          type: 'object',
          required: ['userType'],
          properties: { userType: { type: 'string', enum: ['website', 'agent'] }, nickName: { type: 'string' } },
        },
        UserInfoResult: envelope({ $ref: '#/components/schemas/UserInfo' }),
        CreateOrderRequest: {
          type: 'object',
          required: ['packageId'],
          properties: {
            packageId: { type: 'integer' },
            couponId: { type: 'integer' },
            remark: { type: 'string' },
            payType: { type: 'string', enum: ['wechat', 'alipay'] },
          },
        },
      },
    },
  };
}

/** The portal's files. What each screen reads or sends is what the tests expect to find. */
const SOURCES: Record<string, string> = {
  'src/shared/api/generated/endpoints/expert/expert.ts': `
export const listExperts = (params?: unknown) => params;
export const getListExpertsQueryKey = (params?: unknown) => ['/portal/expert/list', params];
export function useListExperts(params?: unknown) { return { data: { rows: [] as never[] }, params }; }
export const getExpert = (id: number) => id;
export const getGetExpertQueryKey = (id: number) => ['/portal/expert/detail', id];
export function useGetExpert(id: number) { return { data: { id, name: '' } }; }
`,
  'src/shared/api/generated/endpoints/order/order.ts': `
export const getOrder = (id: number) => id;
export function useGetOrder(id: number) { return { data: { id, title: '', status: 'unpaid', amount: 0 } }; }
export const createOrder = (body: unknown) => body;
export function useCreateOrder() { return { mutate: (body: unknown) => body }; }
`,
  'src/shared/api/generated/endpoints/auth/auth.ts': `
export const getInfo = () => ({ userType: 'website' });
export function useGetInfo() { return { data: getInfo() }; }
`,
  'src/shared/api/generated/endpoints/order/order.msw.ts': `
export const getGetOrderMockHandler = () => null;
export const getOrderMock = () => [getGetOrderMockHandler()];
`,
  'src/shared/api/generated/model/index.ts': `
export * from './expert';
export * from './order';
export * from './listExpertsParams';
export * from './createOrderRequest';
export * from './userInfo';
`,
  'src/shared/api/generated/model/userInfo.ts': `export interface UserInfo { userType: 'website' | 'agent'; nickName?: string }\n`,
  'src/shared/api/generated/model/expert.ts': `export interface Expert { id: number; name: string; institution?: string; summary?: string }\n`,
  'src/shared/api/generated/model/order.ts': `export type OrderStatus = 'unpaid' | 'paid' | 'closed';\nexport interface Order { id: number; title: string; status: OrderStatus; amount?: number; paidAt?: string }\n`,
  'src/shared/api/generated/model/listExpertsParams.ts': `export type ListExpertsParams = { page?: number; keyword?: string; institution?: string };\n`,
  'src/shared/api/generated/model/createOrderRequest.ts': `export interface CreateOrderRequest { packageId: number; couponId?: number; remark?: string; payType?: 'wechat' | 'alipay' }\n`,

  'src/entities/expert/index.ts': `export { ExpertCard } from './ui/expert-card';\nexport { ExpertPicker } from './ui/expert-picker';\nexport { initials } from './lib/initials';\n`,
  // Calls listExperts behind the same barrel as the formatter /about imports: /about must not reach it.
  'src/entities/expert/ui/expert-picker.tsx': `
import { useListExperts } from '@/shared/api/generated/endpoints/expert/expert';
export function ExpertPicker() {
  const { data } = useListExperts({});
  return <select>{data.rows.map((row) => <option>{String(row)}</option>)}</select>;
}
`,
  'src/entities/expert/ui/expert-card.tsx': `
import type { Expert } from '@/shared/api/generated/model';
export function ExpertCard({ expert }: { expert: Expert }) {
  return <p>{expert.name} {expert.institution}</p>;
}
`,
  'src/entities/expert/lib/initials.ts': `export const initials = (name: string) => name.slice(0, 1);\n`,

  'src/pages/experts/index.ts': `export { ExpertsPage } from './ui/experts-page';\n`,
  'src/pages/experts/ui/experts-page.tsx': `
import { ExpertCard } from '@/entities/expert';
import { useListExperts } from '@/shared/api/generated/endpoints/expert/expert';
import type { ListExpertsParams } from '@/shared/api/generated/model';
export function ExpertsPage({ search }: { search: string }) {
  const params: ListExpertsParams = { keyword: search };
  const { data } = useListExperts(params);
  return <>{data.rows.map((expert) => <ExpertCard expert={expert} />)}</>;
}
`,
  'src/pages/experts/ui/experts-page.test.tsx': `
import { onApi } from '@mocks/lib/on-api';
export const answer = onApi('listExperts', () => null);
`,
  'src/pages/expert/index.ts': `export { ExpertPage } from './ui/expert-page';\n`,
  'src/pages/expert/ui/expert-page.tsx': `
import { useGetExpert } from '@/shared/api/generated/endpoints/expert/expert';
export function ExpertPage({ id }: { id: number }) {
  const { data } = useGetExpert(id);
  return <h1>{data.name}</h1>;
}
`,
  'src/pages/about/index.ts': `export { AboutPage } from './ui/about-page';\n`,
  'src/pages/about/ui/about-page.tsx': `
import { initials } from '@/entities/expert';
export function AboutPage() { return <p>{initials('关于')}</p>; }
`,
  'src/pages/order/index.ts': `export { OrderPage } from './ui/order-page';\n`,
  'src/pages/order/ui/order-page.tsx': `
import { useGetOrder } from '@/shared/api/generated/endpoints/order/order';
export function OrderPage({ id }: { id: number }) {
  const { data } = useGetOrder(id);
  if (data.status === 'closed') return <p>已关闭</p>;
  return <p>{data.title} {data.amount}</p>;
}
`,
  'src/features/create-order/index.ts': `export { OrderForm } from './ui/order-form';\n`,
  'src/features/create-order/ui/order-form.tsx': `
import { useCreateOrder } from '@/shared/api/generated/endpoints/order/order';
export function OrderForm({ remark }: { remark: string }) {
  const { mutate } = useCreateOrder();
  return <button onClick={() => mutate({ packageId: 1, payType: 'wechat', remark })}>购买</button>;
}
`,

  // The session, loaded by the app's entry (index.html's module script) on every page, calls
  // getInfo through its tag's module loaded on demand.
  'index.html': `<!doctype html><div id="root"></div><script type="module" src="/src/app/main.tsx"></script>\n`,
  'src/app/main.tsx': `import { isAgent, startSession } from '@/entities/session';\nvoid startSession().then((user) => isAgent(user as never));\n`,
  'src/entities/session/index.ts': `export { startSession } from './model/session';\nexport { isAgent } from './lib/role';\n`,
  'src/entities/session/model/session.ts': `
const authApi = () => import('@/shared/api/generated/endpoints/auth/auth');
export async function startSession() {
  return (await authApi()).getInfo();
}
`,
  'src/entities/session/lib/role.ts': `
import type { UserInfo } from '@/shared/api/generated/model';
export const isAgent = (user: UserInfo) => user.userType === 'agent';
`,
  'src/app/routes/__root.tsx': `import { createRootRoute } from '@tanstack/react-router';\nexport const Route = createRootRoute({});\n`,
  // The layout loads the router, which loads the route tree: the walk stops at the tree.
  'src/app/routes/_portal.tsx': `
import { createFileRoute } from '@tanstack/react-router';
import { router } from '../router/router';
export const Route = createFileRoute('/_portal')({ context: () => router });
`,
  'src/app/router/router.ts': `import { routeTree } from '../routeTree.gen';\nexport const router = { routeTree };\n`,
  'src/app/routes/_portal/experts.tsx': `import { createFileRoute } from '@tanstack/react-router';\nexport const Route = createFileRoute('/_portal/experts')({});\n`,
  'src/app/routes/_portal/experts.lazy.tsx': `
import { createLazyFileRoute } from '@tanstack/react-router';
import { ExpertsPage } from '@/pages/experts';
export const Route = createLazyFileRoute('/_portal/experts')({ component: ExpertsPage });
`,
  'src/app/routes/_portal/expert.$id.tsx': `
import { createFileRoute } from '@tanstack/react-router';
import { ExpertPage } from '@/pages/expert';
export const Route = createFileRoute('/_portal/expert/$id')({ component: ExpertPage });
`,
  'src/app/routes/_portal/about.tsx': `
import { createFileRoute } from '@tanstack/react-router';
import { AboutPage } from '@/pages/about';
export const Route = createFileRoute('/_portal/about')({ component: AboutPage });
`,
  'src/app/routes/_portal/order.tsx': `
import { createFileRoute } from '@tanstack/react-router';
import { OrderPage } from '@/pages/order';
export const Route = createFileRoute('/_portal/order')({ component: OrderPage });
`,
  'src/app/routes/_portal/_center/buy.tsx': `
import { createFileRoute } from '@tanstack/react-router';
import { OrderForm } from '@/features/create-order';
export const Route = createFileRoute('/_portal/_center/buy')({ component: OrderForm });
`,
  // Imports every route: the walk must not go through it, or every route would reach every call.
  'src/app/routeTree.gen.ts': `
export const routeTree = {};
import './routes/_portal/experts.lazy';
import './routes/_portal/expert.$id';
import './routes/_portal/about';
import './routes/_portal/order';
import './routes/_portal/_center/buy';
`,

  'mocks/lib/on-api.ts': `export const onApi = (id: string, resolver: () => unknown) => [id, resolver];\n`,
  'mocks/api/expert/tables.ts': `export const experts = [{ id: 1, name: '张三', institution: '某大学' }];\n`,
  'mocks/api/order/tables.ts': `export const orders = [{ id: 1, title: '资源包', status: 'closed' }];\n`,
  'mocks/api/expert/handlers.ts': `
import { http } from 'msw';
import { experts } from './tables';
export const expertHandlers = [
  http.get('*/portal/expert/list', () => experts),
  http.get<{ id: string }>('*/portal/expert/detail/:id', () => experts[0]),
];
`,
  'mocks/api/order/handlers.ts': `
import { http } from 'msw';
import { orders } from './tables';
export const orderHandlers = [
  http.get('*/portal/order/detail/:id', () => orders[0]),
  http.post('*/portal/order', () => orders[0]),
];
`,
  // The tag's list of every generated handler belongs to none of its operations.
  'mocks/handlers.ts': `import { getOrderMock } from '@/shared/api/generated/endpoints/order/order.msw';\nexport const generated = getOrderMock();\n`,
};

/** Writes the fixture portal into a new temporary folder; returns it and a function that removes it. */
export function writeFixturePortal(): { root: string; remove: () => void } {
  const root = mkdtempSync(join(tmpdir(), 'api-diff-fixture-'));
  for (const [path, text] of Object.entries(SOURCES)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text.trimStart());
  }
  return { root, remove: () => rmSync(root, { recursive: true, force: true }) };
}

/** The diff of the base contract against a copy changed by `change`, judged against the fixture portal at `root`. */
export async function diffFixture(root: string, change: (contract: Json) => void): Promise<DiffResult> {
  const head = baseContract();
  change(head);
  // JSON is YAML: Redocly reads both.
  writeFileSync(join(root, 'base.yaml'), JSON.stringify(baseContract()));
  writeFileSync(join(root, 'head.yaml'), JSON.stringify(head));
  return apiDiff({
    root,
    baseFile: join(root, 'base.yaml'),
    headFile: join(root, 'head.yaml'),
    base: { ref: 'base' },
    head: { label: 'head.yaml' },
  });
}

/** One operation of a result, failing clearly when the diff did not report it. */
export function operation(result: DiffResult, id: string): JudgedOperation {
  const found = result.operations.find((op) => op.id === id);
  if (!found) throw new Error(`no change reported for ${id}; reported: ${result.operations.map((op) => op.id).join(', ') || 'none'}`);
  return found;
}

/** Reaches into the contract: `at(contract, 'components', 'schemas', 'Expert')`. */
export function at(contract: Json, ...keys: string[]): Json {
  return keys.reduce<Json>((node, key) => node[key] as Json, contract);
}
