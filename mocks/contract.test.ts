import { HttpHandler, type RequestHandler } from 'msw';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import type { SchemaLike } from '@/shared/api/answer-shape';
import * as agentMocks from '@/shared/api/generated/endpoints/agent/agent.msw';
import * as applicationMocks from '@/shared/api/generated/endpoints/application/application.msw';
import * as articleMocks from '@/shared/api/generated/endpoints/article/article.msw';
import * as authMocks from '@/shared/api/generated/endpoints/auth/auth.msw';
import * as centerMocks from '@/shared/api/generated/endpoints/center/center.msw';
import * as checkMocks from '@/shared/api/generated/endpoints/check/check.msw';
import * as dictMocks from '@/shared/api/generated/endpoints/dict/dict.msw';
import * as empowerMocks from '@/shared/api/generated/endpoints/empower/empower.msw';
import * as expertMocks from '@/shared/api/generated/endpoints/expert/expert.msw';
import * as fileMocks from '@/shared/api/generated/endpoints/file/file.msw';
import * as institutionMocks from '@/shared/api/generated/endpoints/institution/institution.msw';
import * as menuMocks from '@/shared/api/generated/endpoints/menu/menu.msw';
import * as periodicalMocks from '@/shared/api/generated/endpoints/periodical/periodical.msw';
import * as reportMocks from '@/shared/api/generated/endpoints/report/report.msw';
import * as resourceMocks from '@/shared/api/generated/endpoints/resource/resource.msw';
import * as scholarMocks from '@/shared/api/generated/endpoints/scholar/scholar.msw';
import * as telemetryMocks from '@/shared/api/generated/endpoints/telemetry/telemetry.msw';
import * as wechatMocks from '@/shared/api/generated/endpoints/wechat/wechat.msw';
import * as workMocks from '@/shared/api/generated/endpoints/work/work.msw';
import type { LoginData, Order, UploadedFile } from '@/shared/api/generated/model';
import { operationMeta, type OperationId, type OperationMeta } from '@/shared/api/generated/operation-meta.gen';
// Through Vite's raw import, not fs + import.meta.url: under jsdom the module URL is not a file URL.
import contractText from '../openapi.yaml?raw';
import { UNSAFE_ARTICLE_ID } from './api/article';
import { PACKAGE_IDS } from './api/resource';
import { db } from './db/database';
import { AGENT_MAIN_FUNCTIONS, SEEDED_IDS, demoCredentials } from './api/auth/tables';
import { DEMO_REPORT_FILE_ID } from './api/file/tables';
import { generatedHandlers } from './handlers';
import { answerSchemaOf, contractProblem, envelopeSchema } from './lib/contract-answer';
import { call, callApi, dataOf, envelopeOf, type MultipartForm, type UploadPart } from './lib/test-client';
import { server } from './node';
import { setScenario, scenarios } from './scenarios';
import { captchaAnswerOf } from './api/auth';
import { SCHOLAR_EXPERT_ID } from './api/scholar';
import { agentLogin, smsLogin, userInfo } from './api/auth/test-kit';

/** An operation of the contract, as the suite calls it and checks its 200 answer. */
interface ContractOperation {
  operationId: OperationId;
  method: OperationMeta['method'];
  /** Template without the /api base, e.g. `/dict/data/type/{type}`. */
  path: string;
  /** Refused without a token: public reads (`security: [{}, ...]`) and token-free calls are not. */
  secured: boolean;
  /** The 200 answer's media type (`application/json`, `application/octet-stream`, `image/*`). */
  mediaType: string;
  /** Response headers the contract declares (e.g. Content-Disposition). */
  headers: string[];
  /** The generated zod schema of a JSON answer; none for a binary one, checked by media type and headers. */
  schema: SchemaLike | undefined;
}

type Node = Record<string, unknown>;
const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && !Array.isArray(value);

const contract: unknown = parse(contractText);

/** The 200 response of an operation in openapi.yaml: its media type and headers (what no schema says). */
function okResponseOf(meta: OperationMeta): { mediaType: string; headers: string[] } {
  const at = (node: unknown, ...keys: string[]): unknown =>
    keys.reduce((current, key) => (isNode(current) ? current[key] : undefined), node);
  let ok = at(contract, 'paths', meta.path, meta.method.toLowerCase(), 'responses', '200');
  const ref = at(ok, '$ref');
  if (typeof ref === 'string') ok = at(contract, 'components', 'responses', ref.split('/').pop() ?? '');
  const content = at(ok, 'content');
  const headers = at(ok, 'headers');
  return { mediaType: isNode(content) ? (Object.keys(content)[0] ?? '') : '', headers: isNode(headers) ? Object.keys(headers) : [] };
}

const operations: ContractOperation[] = operationMeta.map((meta) => ({
  operationId: meta.operationId as OperationId,
  method: meta.method,
  path: meta.path,
  secured: meta.loginRequired,
  ...okResponseOf(meta),
  schema: answerSchemaOf(meta.operationId as OperationId),
}));

const byId = (operationId: OperationId): ContractOperation => {
  const operation = operations.find((candidate) => candidate.operationId === operationId);
  if (!operation) throw new Error(`${operationId} is not in openapi.yaml`);
  return operation;
};

/** `image/*` in the contract accepts `image/svg+xml`; parameters after `;` are ignored. */
function mediaTypeMatches(expected: string, actual: string | null): boolean {
  const type = (actual ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  if (expected.endsWith('/*')) return type.startsWith(expected.slice(0, -1));
  return type === expected.toLowerCase();
}

/** A path template with its parameters filled in. */
const fill = (path: string, params: Record<string, string> = {}): string =>
  path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(params[name] ?? 'demo'));

const pngBytes = (): Uint8Array =>
  Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='), (c) =>
    c.charCodeAt(0),
  );

/** The client adds `random` and `newNumber` to every upload (contract UploadForm). */
function uploadForm(field: string, files: Array<Omit<UploadPart, 'name'>>): MultipartForm {
  return { fields: { random: '0.4815', newNumber: '1623' }, files: files.map((file) => ({ ...file, name: field })) };
}

/**
 * How to call each operation successfully on the stateful data set. A contract operation without a
 * recipe fails the suite: adding an endpoint means adding its mock and its recipe.
 */
const recipes: Record<string, (op: ContractOperation) => Promise<Response>> = {
  sendSms: (op) => call(op.method, op.path, { json: { mobile: ' 13800138000 ' } }),
  sendCode: (op) => call(op.method, op.path, { json: { mobile: '13600136000' } }),
  smsLogin: (op) => call(op.method, op.path, { json: { mobile: '13800138000', code: demoCredentials.smsCode } }),
  logout: async (op) => call(op.method, op.path, { token: (await smsLogin()).token }),
  sendTelemetry: (op) =>
    call(op.method, op.path, {
      json: { schema: 1, build: 'test', events: [{ type: 'chunk', route: '/news', file: 'news-abc.js', count: 1 }] },
    }),
  getInfo: async (op) => call(op.method, op.path, { token: (await agentLogin('agent', 'Agent@123')).token }),
  getCaptchaImage: (op) => call(op.method, op.path),
  agentLogin: async (op) => {
    const captcha = await dataOf<{ uuid: string }>(await callApi('getCaptchaImage'));
    const code = captchaAnswerOf(captcha.uuid) ?? '';
    return call(op.method, op.path, { json: { username: 'agent', password: 'Agent@123', code, uuid: captcha.uuid } });
  },
  agentLoginForeign: (op) => call(op.method, fill(op.path, { id: demoCredentials.ssoValidId })),
  forgotPass: (op) =>
    call(op.method, op.path, {
      json: { mobile: '13600136000', code: demoCredentials.smsCode, password: 'New@12345', confirmPassword: 'New@12345' },
    }),
  resetPassWord: async (op) =>
    call(op.method, op.path, {
      token: (await agentLogin('agentreset', 'Reset@123')).token,
      json: { oldPassword: 'Reset@123', newPassword: 'Reset@456', confirmPassword: 'Reset@456' },
    }),
  getAgentCheckConfigType: async (op) =>
    call(op.method, op.path, { token: (await agentLogin('agent', 'Agent@123')).token, query: { type: 'check', code: 'JC2026' } }),
  getCheckConfig: (op) => call(op.method, op.path, { query: { type: 'aigc' } }),
  getDictData: (op) => call(op.method, fill(op.path, { type: 'check_status' })),
  ossUpload: (op) => call(op.method, op.path, { form: uploadForm('file', [{ fileName: '开题报告.docx', bytes: '开题报告' }]) }),
  ossUploadFiles: (op) =>
    call(op.method, op.path, {
      form: uploadForm('files', [
        { fileName: '第一章.pdf', bytes: '第一章' },
        { fileName: '封面.png', type: 'image/png', bytes: pngBytes() },
      ]),
    }),
  ossPcUpload: (op) => call(op.method, op.path, { json: { fileName: '摘要.txt', content: btoa('abstract') } }),
  downloadV2: (op) => call(op.method, op.path, { query: { fileId: DEMO_REPORT_FILE_ID } }),
  ossDownload: (op) => call(op.method, op.path, { query: { fileId: DEMO_REPORT_FILE_ID } }),
  listFilesByIds: (op) => call(op.method, fill(op.path, { ids: `${DEMO_REPORT_FILE_ID},avatar-1001,missing` })),
  imageView: (op) => call(op.method, fill(op.path, { fileName: 'avatar-1001.svg' })),
  getWechatSignature: (op) => call(op.method, op.path, { query: { url: 'https://portal.example.cn/news?id=12' } }),
  getMenuConfigList: (op) => call(op.method, op.path, { query: { menuType: 'portal' } }),

  // ---- public portal content ----
  listExperts: (op) => call(op.method, op.path, { query: { page: '2', pageSize: '10', title: '教授' } }),
  getExpertFilters: (op) => call(op.method, op.path),
  getExpert: (op) => call(op.method, fill(op.path, { id: '1' })),
  listExpertWorks: (op) => call(op.method, fill(op.path, { id: String(expertWithWorks()) }), { query: { pageSize: '5' } }),
  listExpertInterviews: (op) => call(op.method, op.path, { query: { page: '1', pageSize: '12' } }),
  listArticles: (op) =>
    call(op.method, op.path, { query: { category: 'news', pageSize: '6', beginTime: '2025-01-01', endTime: '2026-12-31' } }),
  getArticle: (op) => call(op.method, fill(op.path, { id: String(UNSAFE_ARTICLE_ID) })),
  listPeriodicals: (op) => call(op.method, op.path, { query: { pageSize: '6' } }),
  getPeriodical: (op) => call(op.method, fill(op.path, { id: '1' })),
  listPeriodicalArticles: (op) => call(op.method, fill(op.path, { id: '1' })),
  searchWorks: (op) => call(op.method, op.path, { query: { keyword: '研究', sort: 'cited', type: 'journal', page: '1', pageSize: '10' } }),
  advancedSearchWorks: (op) =>
    call(op.method, op.path, {
      query: { page: '1', pageSize: '10' },
      json: {
        conditions: [
          { field: 'title', value: '研究', op: 'AND' },
          { field: 'keyword', value: '唯物史观', op: 'OR' },
          { field: 'abstract', value: '量子', op: 'NOT' },
        ],
        beginTime: '2015-01-01',
        endTime: '2026-12-31',
        sort: 'date',
      },
    }),
  getWorkFilters: (op) => call(op.method, op.path),
  getWork: (op) => call(op.method, fill(op.path, { id: '1' })),
  listEmpowerCases: (op) => call(op.method, op.path),
  getEmpowerCase: (op) => call(op.method, fill(op.path, { id: '1' })),
  listResourcePackages: (op) => call(op.method, op.path),
  listPrivateResources: async (op) => call(op.method, op.path, { token: (await smsLogin('13900139000')).token }),
  createResourceOrder: async (op) =>
    call(op.method, op.path, { token: (await smsLogin()).token, json: { packageId: PACKAGE_IDS.advanced, couponId: 2 } }),
  getResourceOrder: async (op) => {
    const { token, order } = await newOrder();
    return call(op.method, fill(op.path, { orderId: order.id }), { token });
  },
  payResourceOrder: async (op) => {
    const { token, order } = await newOrder();
    return call(op.method, fill(op.path, { orderId: order.id }), { token, json: { payType: 'wechat' } });
  },
  listMyCoupons: async (op) => call(op.method, op.path, { token: (await smsLogin()).token, query: { status: 'available' } }),
  queryReport: (op) => call(op.method, op.path, { query: { code: 'BG2026110001' } }),
  validateReport: (op) => call(op.method, op.path, { json: { code: 'BG2026110001', verifyCode: 'a1b2c3' } }),
  submitCheck: async (op) =>
    call(op.method, op.path, {
      token: (await smsLogin()).token,
      json: { fileId: DEMO_REPORT_FILE_ID, checkTypeId: 101, promotionCode: 'TG2026', title: '数字经济与乡村振兴研究', author: '张晓明' },
    }),
  validatePromotionCode: (op) => call(op.method, op.path, { query: { code: 'TG2026', type: 'check' } }),
  submitApplication: (op) =>
    call(op.method, op.path, {
      json: {
        name: '王主任',
        organization: '江城大学图书馆',
        mobile: '13700137000',
        email: 'lib@jcdx.edu.cn',
        content: '希望开展学术资源共享合作。',
      },
    }),

  // ---- user center ----
  getCenterSummary: async (op) => call(op.method, op.path, { token: await individual() }),
  listMyRecords: async (op) =>
    call(op.method, op.path, {
      token: await individual(),
      query: { service: 'check', status: '3', keyword: '研究', beginTime: '2025-11-22', endTime: '2026-11-21', page: '1', pageSize: '5' },
    }),
  exportMyRecords: async (op) => call(op.method, op.path, { token: await individual(), query: { service: 'aigc' } }),
  getRealNameAuth: async (op) => call(op.method, op.path, { token: await scholar() }),
  submitRealNameAuth: async (op) => {
    const token = await individual();
    const [front, back] = [await uploadImage('身份证人像面.png'), await uploadImage('身份证国徽面.png')];
    return call(op.method, op.path, {
      token,
      json: { realName: '张晓明', idNumber: '11010519491231002X', frontFileId: front.id, backFileId: back.id },
    });
  },
  updateMyProfile: async (op) =>
    call(op.method, op.path, { token: await individual(), json: { nickName: '晓明', avatar: (await uploadImage('头像.png')).fileName } }),
  changeMyMobile: async (op) =>
    call(op.method, op.path, { token: await individual(), json: { mobile: '13800138111', code: demoCredentials.smsCode } }),

  // ---- institution center ----
  getAgentSummary: async (op) => call(op.method, op.path, { token: await mainAgent() }),
  getAgentCheckStatistics: async (op) =>
    call(op.method, op.path, { token: await mainAgent(), query: { beginTime: '2026-10-01', endTime: '2026-11-21' } }),
  getAgentPromotionStatistics: async (op) =>
    call(op.method, op.path, { token: await mainAgent(), query: { beginTime: '2025-11-22', endTime: '2026-11-21', service: 'aigc' } }),
  listAgentRecords: async (op) =>
    call(op.method, op.path, { token: await mainAgent(), query: { service: 'aigc', channel: 'promotion', pageSize: '20' } }),
  exportAgentRecords: async (op) =>
    call(op.method, op.path, { token: await mainAgent(), query: { service: 'check', accountId: String(SEEDED_IDS.agentSub) } }),
  submitAgentChecks: async (op) => {
    const token = (await agentLogin('agentsub', 'Sub@12345')).token;
    const [a, b] = [await uploadDoc('毕业论文（一）.docx'), await uploadDoc('毕业论文（二）.docx')];
    return call(op.method, op.path, {
      token,
      json: {
        checkTypeId: 101,
        items: [
          { fileId: a.id, title: '宋代市舶司制度研究', author: '陈雨萱' },
          { fileId: b.id, title: '城市更新中的社区参与机制', author: '刘子墨' },
        ],
      },
    });
  },
  submitAgentPatent: async (op) =>
    call(op.method, op.path, {
      token: await mainAgent(),
      json: {
        checkTypeId: 301,
        patentNo: 'CN115123456A',
        patentName: '一种古籍图像去噪方法',
        owner: '江城大学',
        contactName: '王老师',
        contactMobile: '13712340000',
      },
    }),
  listPromotionCodes: async (op) => call(op.method, op.path, { token: await mainAgent(), query: { status: 'enabled' } }),
  createPromotionCode: async (op) =>
    call(op.method, op.path, {
      token: await mainAgent(),
      json: { name: '开学季推广', checkTypeId: 201, discount: 0.75, validUntil: '2027-09-30' },
    }),
  updatePromotionCodeStatus: async (op) =>
    call(op.method, fill(op.path, { id: String(promotionId('JCDX2026')) }), { token: await mainAgent(), json: { status: 'disabled' } }),
  listSubAccounts: async (op) => call(op.method, op.path, { token: await mainAgent() }),
  createSubAccount: async (op) =>
    call(op.method, op.path, {
      token: await mainAgent(),
      json: { username: 'jcdxlaw', nickName: '江城大学法学院资料室', mobile: '13712345678', password: 'Law@2026', quota: 500 },
    }),
  updateSubAccount: async (op) =>
    call(op.method, fill(op.path, { id: String(SEEDED_IDS.agentSub) }), {
      token: await mainAgent(),
      json: { nickName: '江城大学文学院资料室', mobile: '13600136001', quota: 1000 },
    }),
  updateSubAccountStatus: async (op) =>
    call(op.method, fill(op.path, { id: String(SEEDED_IDS.agentDisabled) }), { token: await mainAgent(), json: { status: '0' } }),
  resetSubAccountPassword: async (op) =>
    call(op.method, fill(op.path, { id: String(SEEDED_IDS.agentSub) }), { token: await mainAgent(), json: {} }),
  listCardBatches: async (op) =>
    call(op.method, op.path, { token: await mainAgent(), query: { beginTime: '2026-01-01', endTime: '2026-11-21' } }),
  createCardBatch: async (op) =>
    call(op.method, op.path, {
      token: await mainAgent(),
      json: { name: '2027届毕业论文检测卡', checkTypeId: 101, count: 20, expireDate: '2027-06-30' },
    }),
  listCards: async (op) =>
    call(op.method, op.path, { token: await mainAgent(), query: { batchId: String(batchId('KP2026110001')), status: '0' } }),
  exportCards: async (op) => call(op.method, op.path, { token: await mainAgent(), query: { batchId: String(batchId('KP2026110001')) } }),
  listIpRules: async (op) => call(op.method, op.path, { token: await mainAgent() }),
  createIpRule: async (op) =>
    call(op.method, op.path, { token: await mainAgent(), json: { cidr: '192.168.10.0/24', remark: '继续教育学院' } }),
  deleteIpRule: async (op) => call(op.method, fill(op.path, { id: String(db.ipRules[0]?.id) }), { token: await mainAgent() }),

  // ---- scholar services ----
  getScholarProfile: async (op) => call(op.method, op.path, { token: await scholar() }),
  updateScholarProfile: async (op) =>
    call(op.method, op.path, {
      token: await scholar(),
      json: {
        name: '李文博',
        title: '教授',
        institution: '江城大学马克思主义学院',
        discipline: '马克思主义理论',
        bio: '长期从事中国式现代化研究。',
        researchInterests: ['中国式现代化', '唯物史观'],
        honors: ['省级教学名师'],
      },
    }),
  listMyFans: async (op) => call(op.method, op.path, { token: await scholar(), query: { pageSize: '20' } }),
  listMyAttention: async (op) => call(op.method, op.path, { token: await scholar() }),
  getAttentionStatus: async (op) => call(op.method, fill(op.path, { expertId: String(SCHOLAR_EXPERT_ID) }), { token: await individual() }),
  followExpert: async (op) => call(op.method, fill(op.path, { expertId: '5' }), { token: await individual() }),
  unfollowExpert: async (op) => call(op.method, fill(op.path, { expertId: String(SCHOLAR_EXPERT_ID) }), { token: await individual() }),
  listMyScholarServices: async (op) => call(op.method, op.path, { token: await scholar() }),
  updateScholarServiceStatus: async (op) =>
    call(op.method, fill(op.path, { id: String(db.scholarServices[0]?.id) }), { token: await scholar(), json: { enabled: false } }),
  listMyWorks: async (op) => call(op.method, op.path, { token: await scholar(), query: { status: 'claimed' } }),
  uploadWork: async (op) =>
    call(op.method, op.path, {
      token: await scholar(),
      json: {
        title: '中国式现代化的世界意义',
        type: 'journal',
        abstract: '本文从比较视野阐释中国式现代化对人类文明新形态的贡献。',
        keywords: ['中国式现代化', '人类文明新形态'],
        fileIds: [(await uploadDoc('中国式现代化的世界意义.pdf')).id],
      },
    }),
  listClaimableWorks: async (op) => call(op.method, op.path, { token: await scholar(), query: { keyword: '研究', pageSize: '5' } }),
  claimWork: async (op) => {
    const token = await scholar();
    const open = await dataOf<{ rows: Array<{ id: number }> }>(await callApi('listClaimableWorks', { token }));
    return call(op.method, op.path, { token, json: { workId: open.rows[0]?.id } });
  },
  getScholarAuth: async (op) => call(op.method, op.path, { token: await individual() }),
  submitScholarAuth: async (op) =>
    call(op.method, op.path, {
      token: await individual(),
      json: {
        realName: '张晓明',
        institution: '江城大学计算机学院',
        title: '讲师',
        discipline: '计算机科学与技术',
        materialFileIds: [(await uploadImage('工作证.png')).id],
      },
    }),
};

const individual = async (): Promise<string> => (await smsLogin()).token;
const scholar = async (): Promise<string> => (await smsLogin(demoCredentials.scholar.mobile)).token;
const mainAgent = async (): Promise<string> =>
  (await agentLogin(demoCredentials.agentMain.username, demoCredentials.agentMain.password)).token;

async function uploadImage(fileName: string): Promise<UploadedFile> {
  return dataOf<UploadedFile>(
    await callApi('ossUpload', { form: uploadForm('file', [{ fileName, type: 'image/png', bytes: pngBytes() }]) }),
  );
}

async function uploadDoc(fileName: string): Promise<UploadedFile> {
  return dataOf<UploadedFile>(await callApi('ossUpload', { form: uploadForm('file', [{ fileName, bytes: `${fileName} 正文` }]) }));
}

function promotionId(code: string): number {
  return db.promotions.find((promotion) => promotion.code === code)?.id ?? -1;
}

function batchId(batchNo: string): number {
  return db.cardBatches.find((batch) => batch.batchNo === batchNo)?.id ?? -1;
}

/** An expert who authored works, so listExpertWorks answers rows. */
function expertWithWorks(): number {
  return db.experts.find((expert) => expert.worksCount > 0)?.id ?? 1;
}

async function newOrder(): Promise<{ token: string; order: Order }> {
  const { token } = await smsLogin();
  const order = await dataOf<Order>(await callApi('createResourceOrder', { token, json: { packageId: PACKAGE_IDS.basic } }));
  return { token, order };
}

/** Checks one answer against the operation's 200 response; returns the JSON body, if any. */
async function expectContract(op: ContractOperation, response: Response): Promise<unknown> {
  expect(response.status, `${op.operationId}: HTTP status`).toBe(200);
  if (!op.schema) {
    expect(mediaTypeMatches(op.mediaType, response.headers.get('Content-Type')), response.headers.get('Content-Type') ?? '').toBe(true);
    for (const header of op.headers) expect(response.headers.get(header), `${op.operationId}: ${header}`).toMatch(/\S/);
    expect((await response.arrayBuffer()).byteLength).toBeGreaterThan(0);
    return undefined;
  }
  expect(mediaTypeMatches(op.mediaType, response.headers.get('Content-Type'))).toBe(true);
  const body: unknown = await response.json();
  expect(contractProblem(op.schema, body), op.operationId).toBeNull();
  return body;
}

describe('contract: openapi.yaml', () => {
  it('is loaded with every operation and a 200 response', () => {
    expect(operations.length).toBeGreaterThanOrEqual(22);
    for (const op of operations) expect(op.mediaType, op.operationId).not.toBe('');
  });

  // The validator itself must bite, or every test below would pass vacuously.
  it('rejects drift: undeclared fields, wrong types, missing required fields, bad enums', () => {
    const schema = byId('getInfo').schema as SchemaLike;
    const good = { code: 200, msg: '操作成功', data: { id: 1, nickName: '张晓明', userType: 'website', avatar: null, expireDate: null } };
    expect(contractProblem(schema, good)).toBeNull();
    expect(contractProblem(schema, { ...good, extra: 1 })).toMatch(/^\/extra: a field the contract does not declare/);
    expect(contractProblem(schema, { ...good, data: { ...good.data, nickname: 'x' } })).toMatch(
      /^\/data\/nickname: a field the contract does not declare/,
    );
    expect(contractProblem(schema, { ...good, data: { ...good.data, id: '1' } })).toMatch(/^\/data\/id: .*expected number/);
    expect(contractProblem(schema, { ...good, data: { ...good.data, id: 1.5 } })).toMatch(/^\/data\/id: .*expected int/);
    expect(contractProblem(schema, { ...good, data: { id: 1, userType: 'website' } })).toMatch(/^\/data\/nickName: .*expected string/);
    expect(contractProblem(schema, { ...good, data: { ...good.data, userType: 'admin' } })).toMatch(/^\/data\/userType: .*expected one of/);
    expect(contractProblem(schema, { msg: '操作成功' })).toMatch(/^\/code: /);
    // Inside an array of objects too. (Not inside a menu's `children`: orval does not follow the
    // recursive MenuConfig and generates them as a list of unknown, for the app and the mocks alike;
    // the seeded menus are typed MenuConfig[], so tsc checks theirs.)
    const menu = byId('getMenuConfigList').schema as SchemaLike;
    const entry = { name: '帮助', path: '/help', children: [] };
    expect(contractProblem(menu, { code: 200, msg: 'ok', data: [entry, { ...entry, bogus: true }] })).toMatch(
      /^\/data\/1\/bogus: a field the contract does not declare/,
    );
  });

  it('checks error answers against the envelope every answer shares, nothing more', () => {
    expect(contractProblem(envelopeSchema, { code: 500, msg: '服务器开小差了，请稍后再试' })).toBeNull();
    expect(contractProblem(envelopeSchema, { code: 500, msg: '失败', data: null })).toMatch(
      /^\/data: a field the contract does not declare/,
    );
    expect(contractProblem(envelopeSchema, { code: '500', msg: '失败' })).toMatch(/^\/code: /);
  });
});

describe('contract: stateful handlers answer every operation per the contract', () => {
  it.each(operations.map((op) => [op.operationId, op] as const))('%s', async (operationId, op) => {
    const recipe = recipes[operationId];
    if (!recipe) throw new Error(`no stateful recipe for ${operationId}: add its mock and a recipe in contract.test.ts`);
    const body = await expectContract(op, await recipe(op));
    // An error envelope also matches the schema (data is optional), so insist on success.
    if (body !== undefined) expect((body as { code: unknown; msg: unknown }).code, JSON.stringify(body)).toBe(200);
  });
});

const generatedModules: Record<string, unknown>[] = [
  authMocks,
  agentMocks,
  checkMocks,
  dictMocks,
  fileMocks,
  menuMocks,
  wechatMocks,
  expertMocks,
  articleMocks,
  periodicalMocks,
  workMocks,
  empowerMocks,
  resourceMocks,
  reportMocks,
  applicationMocks,
  centerMocks,
  institutionMocks,
  scholarMocks,
  telemetryMocks,
];

function generatedFactory(operationId: string): (() => unknown) | undefined {
  const name = `get${operationId.charAt(0).toUpperCase()}${operationId.slice(1)}ResponseMock`;
  for (const module of generatedModules) {
    const factory = module[name];
    if (typeof factory === 'function') return factory as () => unknown;
  }
  return undefined;
}

function generatedHandlerOf(op: ContractOperation): RequestHandler | undefined {
  const mswPath = `*${op.path.replace(/\{(\w+)\}/g, ':$1')}`;
  return generatedHandlers.find(
    (handler) => handler instanceof HttpHandler && handler.info.method === op.method && handler.info.path === mswPath,
  );
}

describe('contract: the generated baseline', () => {
  // Faker picks optional branches at random (null avatar or not, 1..5 items): several draws each.
  const DRAWS = 25;

  it.each(operations.map((op) => [op.operationId, op] as const))('%s: response factory', (_, op) => {
    const factory = generatedFactory(op.operationId);
    expect(factory, `no generated response factory for ${op.operationId}: run npm run api`).toBeDefined();
    for (let draw = 0; draw < DRAWS; draw += 1) {
      const body = factory?.();
      if (!op.schema) expect(body).toBeInstanceOf(Blob);
      else expect(contractProblem(op.schema, body), op.operationId).toBeNull();
    }
  });

  it.each(operations.map((op) => [op.operationId, op] as const))('%s: handler through the server', async (_, op) => {
    const handler = generatedHandlerOf(op);
    expect(handler, `no generated handler for ${op.method} ${op.path} in handlers.ts`).toBeDefined();
    // Orval's binary handlers JSON-encode a Blob ("{}"): a binary answer has no schema to check it with.
    if (!handler || !op.schema) return;
    server.use(handler);
    const response = await call(op.method, fill(op.path), op.method === 'GET' ? {} : { json: {} });
    await expectContract(op, response);
  });
});

describe('contract: scenario answers are contract envelopes', () => {
  it.each(scenarios.filter((s) => s.name === 'expired' || s.name === 'server-error').map((s) => [s.name] as const))('%s', async (name) => {
    setScenario(name);
    for (const op of operations) {
      if (name === 'expired' && !op.secured) continue;
      // The beacon's handler comes before the scenarios: QA see what would be sent whatever the scenario.
      if (op.operationId === 'sendTelemetry') continue;
      const response = await call(op.method, fill(op.path), op.method === 'GET' ? {} : { json: {} });
      const body = await envelopeOf(response);
      expect(contractProblem(envelopeSchema, body), op.operationId).toBeNull();
      expect(body.code).toBe(name === 'expired' ? 401 : 500);
    }
  });
});

// ---- behaviour of the stateful data set -------------------------------------------------------

describe('stateful: individual users', () => {
  it('logs in by SMS code 123456, and getInfo returns that user', async () => {
    const login = await smsLogin(' 13800138000 ');
    expect(login.token).toMatch(/^mock-/);
    expect(login.LOGIN_TYPE).toBeUndefined();
    const info = await userInfo(login.token);
    expect(info).toMatchObject({ nickName: '张晓明', userType: 'website', mobile: '13800138000', scholar: false });
  });

  it('knows the scholar', async () => {
    const info = await userInfo((await smsLogin('13900139000')).token);
    expect(info).toMatchObject({ nickName: '李文博', scholar: true, userType: 'website' });
  });

  it('registers a new mobile number on first SMS log-in', async () => {
    const info = await userInfo((await smsLogin('15012345678')).token);
    expect(info).toMatchObject({ nickName: '用户5678', userType: 'website', mobile: '15012345678' });
  });

  it('rejects a wrong SMS code with 500 and a Chinese message', async () => {
    const body = await envelopeOf(await callApi('smsLogin', { json: { mobile: '13800138000', code: '000000' } }));
    expect(body).toEqual({ code: 500, msg: '验证码错误' });
  });

  it('answers 401 for a missing, unknown or logged-out token', async () => {
    const expected = { code: 401, msg: '认证失败，无法访问系统资源' };
    expect(await envelopeOf(await callApi('getInfo'))).toEqual(expected);
    expect(await envelopeOf(await callApi('getInfo', { token: 'not-a-token' }))).toEqual(expected);
    const { token } = await smsLogin();
    expect(await envelopeOf(await callApi('logout', { token }))).toEqual({ code: 200, msg: '操作成功' });
    expect(await envelopeOf(await callApi('getInfo', { token }))).toEqual(expected);
  });

  it('logs the individual user in by partner SSO; a used link is refused', async () => {
    const login = await dataOf<LoginData>(await callApi(['agentLoginForeign', { id: 'sso-demo-uuid' }]));
    expect((await userInfo(login.token)).nickName).toBe('张晓明');
    expect(await envelopeOf(await callApi(['agentLoginForeign', { id: 'sso-used' }]))).toEqual({
      code: 500,
      msg: '登录链接已失效，请重新登录',
    });
  });
});

describe('stateful: institution accounts', () => {
  it('logs the main account in with the captcha answer and gives its function config', async () => {
    const captcha = await dataOf<{ uuid: string; img: string }>(await callApi('getCaptchaImage'));
    expect(atob(captcha.img)).toMatch(/^<svg /);
    const code = captchaAnswerOf(captcha.uuid);
    expect(code).toMatch(/^[A-Z0-9]{4}$/);
    const login = await dataOf<LoginData>(
      await callApi('agentLogin', {
        json: { username: 'agent', password: 'Agent@123', code: code?.toLowerCase(), uuid: captcha.uuid },
      }),
    );
    expect(login).toMatchObject({ LOGIN_TYPE: 'agentLord', functionConfig: [...AGENT_MAIN_FUNCTIONS], resetPassword: false });
    const info = await userInfo(login.token);
    expect(info).toMatchObject({
      userType: 'agent',
      mainAccount: 'Y',
      nickName: '江城大学图书馆',
      childCount: 5,
      expireDate: '2027-12-31',
    });
  });

  it('answers 500 验证码错误 for a wrong captcha, and a captcha is good for one attempt only', async () => {
    const { uuid } = await dataOf<{ uuid: string }>(await callApi('getCaptchaImage'));
    const attempt = (code: string) => callApi('agentLogin', { json: { username: 'agent', password: 'Agent@123', code, uuid } });
    expect(await envelopeOf(await attempt('WXYZ!'))).toEqual({ code: 500, msg: '验证码错误' });
    expect(await envelopeOf(await attempt(captchaAnswerOf(uuid) ?? 'gone'))).toEqual({ code: 500, msg: '验证码已失效' });
  });

  it('answers 500 用户名或密码错误 for a wrong password or an unknown account', async () => {
    for (const [username, password] of [
      ['agent', 'agent@123'],
      ['nobody', 'Agent@123'],
    ] as const) {
      const { uuid } = await dataOf<{ uuid: string }>(await callApi('getCaptchaImage'));
      const body = await envelopeOf(await callApi('agentLogin', { json: { username, password, code: '8888', uuid } }));
      expect(body).toEqual({ code: 500, msg: '用户名或密码错误' });
    }
  });

  it('logs the sub-account in as agentChild without function config', async () => {
    const login = await agentLogin('agentsub', 'Sub@12345');
    expect(login.LOGIN_TYPE).toBe('agentChild');
    expect(login.functionConfig).toBeUndefined();
    expect(await userInfo(login.token)).toMatchObject({ mainAccount: 'N', userType: 'agent', nickName: '江城大学文学院' });
  });

  it('asks agentreset to reset its password until PUT /agent/user/resetPassWord succeeds', async () => {
    const first = await agentLogin('agentreset', 'Reset@123');
    expect(first.resetPassword).toBe(true);
    const reset = (json: object, token = first.token) => callApi('resetPassWord', { token, json });
    expect(await envelopeOf(await reset({ newPassword: 'Reset@456', confirmPassword: 'Reset@457' }))).toEqual({
      code: 500,
      msg: '两次输入的密码不一致',
    });
    expect((await envelopeOf(await reset({ newPassword: 'Reset@456', confirmPassword: 'Reset@456' }, 'bad'))).code).toBe(401);
    expect((await envelopeOf(await reset({ oldPassword: 'Reset@123', newPassword: 'Reset@456', confirmPassword: 'Reset@456' }))).code).toBe(
      200,
    );
    expect((await envelopeOf(await reset({ newPassword: 'Reset@789', confirmPassword: 'Reset@789', oldPassword: 'x' }))).msg).toBe(
      '旧密码错误',
    );

    const again = await agentLogin('agentreset', 'Reset@456');
    expect(again.resetPassword).toBe(false);
    const { uuid } = await dataOf<{ uuid: string }>(await callApi('getCaptchaImage'));
    const old = await envelopeOf(
      await callApi('agentLogin', { json: { username: 'agentreset', password: 'Reset@123', code: '8888', uuid } }),
    );
    expect(old.msg).toBe('用户名或密码错误');
  });

  it('sets a new password through the forgotten-password flow', async () => {
    expect(await envelopeOf(await callApi('sendCode', { json: { mobile: '13800138000' } }))).toEqual({
      code: 500,
      msg: '该手机号未绑定机构账号',
    });
    const body = { mobile: '13600136001', code: '123456', password: 'Fresh@2026', confirmPassword: 'Fresh@2026' };
    expect((await envelopeOf(await callApi('forgotPass', { json: body }))).code).toBe(200);
    expect((await agentLogin('agentsub', 'Fresh@2026')).LOGIN_TYPE).toBe('agentChild');
  });
});

describe('stateful: files', () => {
  // Plain arrays: Uint8Arrays from jsdom's and Node's realms never compare equal.
  const bytesOf = async (response: Response): Promise<number[]> => Array.from(new Uint8Array(await response.arrayBuffer()));
  const dispositionName = (response: Response): string => {
    const match = /filename\*=UTF-8''([^;]+)/.exec(response.headers.get('Content-Disposition') ?? '');
    return decodeURIComponent(match?.[1] ?? '');
  };

  it('returns the uploaded bytes and name from both download calls', async () => {
    const bytes = new TextEncoder().encode('第一章 绪论\n研究背景与意义（测试）');
    const uploaded = await dataOf<UploadedFile>(
      await callApi('ossUpload', { form: uploadForm('file', [{ fileName: '毕业论文(终稿)*.docx', bytes }]) }),
    );
    expect(uploaded.originalFilename).toBe('毕业论文(终稿)*.docx');
    expect(uploaded.fileName).toMatch(/^\d+\.docx$/);
    for (const route of ['ossDownload', 'downloadV2'] as const) {
      const response = await callApi(route, { query: { fileId: uploaded.id } });
      expect(response.headers.get('Content-Disposition')).toMatch(/^attachment; filename\*=UTF-8''[^'()*]+$/);
      expect(dispositionName(response)).toBe('毕业论文(终稿)*.docx');
      expect(await bytesOf(response)).toEqual(Array.from(bytes));
    }
  });

  it('answers a JSON 文件不存在 envelope for an unknown file id', async () => {
    const response = await callApi('ossDownload', { query: { fileId: 'missing' } });
    expect(response.headers.get('Content-Type')).toContain('application/json');
    expect(await response.json()).toEqual({ code: 500, msg: '文件不存在' });
  });

  it('stores several files, a base64 upload, and serves uploaded images by name', async () => {
    const files = await dataOf<UploadedFile[]>(
      await callApi('ossUploadFiles', {
        form: uploadForm('files', [
          { fileName: '附件一.pdf', bytes: '甲' },
          { fileName: '证书.png', type: 'image/png', bytes: pngBytes() },
        ]),
      }),
    );
    expect(files.map((file) => file.originalFilename)).toEqual(['附件一.pdf', '证书.png']);
    const image = files[1];
    expect(image?.filePreview).toBe(`/common/imageView/${image?.fileName}`);
    const view = await callApi(['imageView', { fileName: `${image?.fileName}` }]);
    expect(view.headers.get('Content-Type')).toBe('image/png');
    expect(await bytesOf(view)).toEqual(Array.from(pngBytes()));

    const pc = await dataOf<UploadedFile>(await callApi('ossPcUpload', { json: { fileName: '摘要.txt', content: btoa('summary') } }));
    const download = await callApi('ossDownload', { query: { fileId: pc.id } });
    expect(await download.text()).toBe('summary');

    const listed = await dataOf<UploadedFile[]>(await callApi(['listFilesByIds', { ids: `${pc.id},nope,${files[0]?.id}` }]));
    expect(listed.map((file) => file.id)).toEqual([pc.id, files[0]?.id]);
  });

  it('rejects an empty upload', async () => {
    const body = await envelopeOf(await callApi('ossUpload', { form: uploadForm('file', [{ fileName: '空文件.doc', bytes: '' }]) }));
    expect(body).toEqual({ code: 500, msg: '上传文件不能为空' });
  });
});

describe('stateful: configuration', () => {
  it('serves dictionaries, menus and check types in Chinese', async () => {
    const yesNo = await dataOf<{ dictLabel: string; dictValue: string }[]>(await callApi(['getDictData', { type: 'sys_yes_no' }]));
    expect(yesNo.map((entry) => entry.dictLabel)).toEqual(['是', '否']);
    expect(await dataOf(await callApi(['getDictData', { type: 'unknown_type' }]))).toEqual([]);
    const menus = await dataOf<{ component?: string; children?: unknown[] }[]>(await callApi('getMenuConfigList'));
    expect(menus.map((menu) => menu.component)).toEqual(['AboutPage', 'HelpPage']);
    expect(menus.every((menu) => (menu.children ?? []).length > 0)).toBe(true);
    const patents = await dataOf<{ type: string; name: string; price?: number }[]>(
      await callApi('getCheckConfig', { query: { type: 'patent' } }),
    );
    expect(patents.length).toBeGreaterThan(0);
    expect(patents.every((config) => config.type === 'patent' && /\p{Script=Han}/u.test(config.name) && (config.price ?? 0) > 0)).toBe(
      true,
    );
  });
});

describe('stateful: scenarios', () => {
  it('expired: a secured call answers 401 even with a valid token', async () => {
    const { token } = await smsLogin();
    setScenario('expired');
    expect(await envelopeOf(await callApi('getInfo', { token }))).toEqual({
      code: 401,
      msg: '认证失败，无法访问系统资源',
    });
    // Unsecured calls still work, so the user can log in again.
    expect((await envelopeOf(await callApi('getCaptchaImage'))).code).toBe(200);
    setScenario('normal');
    expect((await userInfo(token)).nickName).toBe('张晓明');
  });
});
