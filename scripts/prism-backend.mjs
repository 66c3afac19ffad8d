#!/usr/bin/env node
/**
 * The production build in front of Stoplight Prism: serves dist/ as deploy/nginx.conf
 * does and proxies /api to a Prism mock in dynamic mode fed openapi.yaml, so every answer is random
 * but valid by the contract. Only two things differ from Prism's answers:
 * - a JSON envelope's `code` is forced to 200 and its `msg` to 操作成功 (Prism draws any integer for
 *   `code`, and every code but 200 is an error to the portal);
 * - the session calls (SMS, agent and SSO log-in, user info, captcha, log-out) are answered from
 *   e2e/prism/accounts.json, because a random token or a random user type cannot hold a session.
 *   They are still sent to Prism first, so their requests are checked against the contract too.
 *
 * Prism answers 4xx when a REQUEST does not match the contract (422 invalid parameters or body,
 * 401 no token where one is required, 404 a path the contract does not have, 405 a method): that
 * is a portal bug, and each one is recorded with Prism's problem detail. (Image requests are
 * recorded as warnings: their URLs are made of random answer strings.) GET /__prism/refusals
 * lists them (`?walk=` filters by the x-prism-walk request header the e2e walk sets, `?since=` by
 * sequence number); GET /__prism/health answers 200 once Prism listens.
 *
 * Usage: node scripts/prism-backend.mjs [--port 4380] [--prism-port 4390] [--dist dist]
 *        [--seed portal|random] [--spec openapi.yaml]
 * (or PRISM_BACKEND_PORT, PRISM_PORT, PRISM_DIST, PRISM_SEED). The seed makes Prism's answers
 * deterministic: Prism 5.12 reseeds its generator for every answer, so one operation always gets
 * the same answer whatever the order of the requests; `--seed random` draws new data every time.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer, request as httpRequest } from 'node:http';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { contentTypeOf, isFile, staticFileFor } from './lib/static-server.mjs';

const ROOT = resolve(import.meta.dirname, '..');

const { values: args } = parseArgs({
  options: {
    port: { type: 'string', default: process.env.PRISM_BACKEND_PORT ?? '4380' },
    'prism-port': { type: 'string', default: process.env.PRISM_PORT ?? '4390' },
    dist: { type: 'string', default: process.env.PRISM_DIST ?? 'dist' },
    seed: { type: 'string', default: process.env.PRISM_SEED ?? 'portal' },
    spec: { type: 'string', default: 'openapi.yaml' },
  },
});

const PORT = Number(args.port);
const PRISM_PORT = Number(args['prism-port']);
const DIST = resolve(ROOT, args.dist);
const SPEC = resolve(ROOT, args.spec);
const SEED = args.seed === 'random' ? undefined : args.seed;
const FIXTURES = JSON.parse(readFileSync(join(ROOT, 'e2e/prism/accounts.json'), 'utf8'));
const OK_MSG = '操作成功';

/* ------------------------------------------------------------------ Prism */

let prismReady = false;
const prismBin = createRequire(import.meta.url).resolve('@stoplight/prism-cli/dist/index.js');
const prismArgs = ['mock', '--dynamic', '--host', '127.0.0.1', '--port', String(PRISM_PORT), '--verboseLevel', 'error'];
if (SEED) prismArgs.push('--seed', SEED);
const prism = spawn(process.execPath, [prismBin, ...prismArgs, SPEC], { stdio: ['ignore', 'inherit', 'inherit'] });
prism.on('exit', (code, signal) => {
  // Without Prism every call would fail: the walk must fail loudly, not on its pages.
  console.error(`prism-backend: Prism exited (${signal ?? code})`);
  process.exit(1);
});
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    prism.removeAllListeners('exit');
    prism.kill('SIGTERM');
    process.exit(0);
  });
}
process.on('exit', () => prism.kill('SIGTERM'));

/** Polls Prism until it answers anything (it has no health route: a 404 problem will do). */
async function waitForPrism() {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    const answered = await fetch(`http://127.0.0.1:${PRISM_PORT}/__ready`).then(
      () => true,
      () => false,
    );
    if (answered) {
      prismReady = true;
      console.log(`prism-backend: Prism listens on ${PRISM_PORT} (seed ${SEED ?? 'random'})`);
      return;
    }
    await new Promise((ok) => setTimeout(ok, 250));
  }
  console.error('prism-backend: Prism did not start within 120 s');
  process.exit(1);
}

/** Sends the request to Prism as it came, without the /api base path (openapi.yaml `servers`). */
function toPrism(req, path, body) {
  return new Promise((ok, fail) => {
    const headers = { ...req.headers, host: `127.0.0.1:${PRISM_PORT}`, 'content-length': String(body.length) };
    delete headers['accept-encoding'];
    delete headers.connection;
    const out = httpRequest({ host: '127.0.0.1', port: PRISM_PORT, method: req.method, path, headers }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => ok({ status: res.statusCode ?? 502, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', fail);
    });
    out.on('error', fail);
    out.end(body);
  });
}

/* ------------------------------------------------------------------ what Prism refused */

/** @type {Array<Record<string, unknown>>} */
const refusals = [];
/** Image requests Prism could not answer, and requests it accepted with warnings (its sl-violations header): reported, not failed. */
const warnings = [];
let seq = 0;

function pageOf(req) {
  try {
    const referer = new URL(req.headers.referer ?? '');
    return referer.pathname + referer.search;
  } catch {
    return undefined;
  }
}

function record(req, path, answer) {
  const entry = {
    seq: ++seq,
    walk: req.headers['x-prism-walk'],
    page: pageOf(req),
    method: req.method,
    path,
    status: answer.status,
  };
  // Images (covers, avatars) are URLs made of an answer's random string (`/api/<path>`): Prism
  // cannot know them; they are reported, not refused. Only the portal's own calls (fetch/XHR,
  // Sec-Fetch-Dest: empty) are requests it composed from the contract.
  const call = (req.headers['sec-fetch-dest'] ?? 'empty') === 'empty';
  if (answer.status >= 400 && !call) {
    warnings.push({ ...entry, dest: req.headers['sec-fetch-dest'] });
  } else if (answer.status >= 400) {
    let problem;
    try {
      problem = JSON.parse(answer.body.toString('utf8'));
    } catch {
      problem = { detail: answer.body.toString('utf8').slice(0, 500) };
    }
    refusals.push({ ...entry, title: problem.title, detail: problem.detail, validation: problem.validation });
  } else if (answer.headers['sl-violations']) {
    let violations = answer.headers['sl-violations'];
    try {
      violations = JSON.parse(String(violations));
    } catch {
      /* kept as the header's text */
    }
    warnings.push({ ...entry, violations });
  }
}

/* ------------------------------------------------------------------ session fixtures */

const envelope = (data) => (data === undefined ? { code: 200, msg: OK_MSG } : { code: 200, msg: OK_MSG, data });
const businessError = (msg) => ({ code: 500, msg });

function loginData(account) {
  const data = { token: account.token, mobile: account.info.mobile };
  if (account.info.avatar) data.avatar = account.info.avatar;
  if (account.info.userType === 'agent') {
    const main = account.info.mainAccount === 'Y';
    data.LOGIN_TYPE = main ? 'agentLord' : 'agentChild';
    if (main) data.functionConfig = account.functionConfig ?? [];
    data.resetPassword = false;
  }
  return data;
}

function parseJson(body) {
  try {
    const value = JSON.parse(body.toString('utf8') || '{}');
    return value && typeof value === 'object' && !Array.isArray(value) ? value : {};
  } catch {
    return {};
  }
}

const str = (value) => (typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '');

const CAPTCHA_SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="100" height="38"><rect width="100" height="38" fill="#eef"/>' +
    `<text x="14" y="27" font-size="22" font-family="monospace" fill="#335">${FIXTURES.captcha.answer}</text></svg>`,
).toString('base64');

/**
 * The fixture answer of a session call, or undefined when the call is not one.
 * @returns {object | undefined} the JSON envelope
 */
function sessionAnswer(method, path, req, body) {
  const route = path.split('?')[0];
  if (method === 'POST' && route === '/login/smsLogin') {
    const { mobile, code } = parseJson(body);
    if (!/^1[3-9]\d{9}$/.test(str(mobile))) return businessError('请输入正确的手机号码');
    if (str(code) !== FIXTURES.smsCode) return businessError('验证码错误');
    const account =
      FIXTURES.accounts.find((a) => a.info.userType === 'website' && a.login.mobile === str(mobile)) ??
      FIXTURES.accounts.find((a) => a.role === 'individual');
    return envelope(loginData(account));
  }
  if (method === 'POST' && route === '/agent/user/agentLogin') {
    const { username, password, code } = parseJson(body);
    if (str(code) === '') return businessError('验证码错误');
    const account = FIXTURES.accounts.find((a) => a.login.username === str(username));
    if (!account || account.login.password !== password) return businessError('用户不存在/密码错误');
    return envelope(loginData(account));
  }
  if (method === 'GET' && route.startsWith('/agent/user/agentLogin/foreign/')) {
    if (decodeURIComponent(route.split('/').pop()) !== FIXTURES.ssoValidId) return businessError('登录链接已失效，请重新进入');
    return envelope(loginData(FIXTURES.accounts.find((a) => a.role === 'individual')));
  }
  if (method === 'GET' && route === '/login/user/getInfo') {
    const token = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '')?.[1];
    const account = FIXTURES.accounts.find((a) => a.token === token);
    return account ? envelope(account.info) : { code: 401, msg: '认证失败，无法访问系统资源' };
  }
  if (method === 'GET' && route === '/captchaImage') {
    return envelope({ captchaEnabled: true, uuid: FIXTURES.captcha.uuid, img: CAPTCHA_SVG });
  }
  if (method === 'POST' && route === '/sys/logout') return envelope();
  return undefined;
}

/* ------------------------------------------------------------------ /api */

function sendJson(res, status, value, extra = {}) {
  const body = Buffer.from(JSON.stringify(value));
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': String(body.length), ...extra });
  res.end(body);
}

/** A success answer's envelope with code 200 and msg 操作成功; anything else as Prism sent it. */
function forceSuccess(answer) {
  const type = String(answer.headers['content-type'] ?? '');
  if (answer.status >= 300 || !/json/i.test(type)) return answer.body;
  let value;
  try {
    value = JSON.parse(answer.body.toString('utf8'));
  } catch {
    return answer.body;
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) return answer.body;
  return Buffer.from(JSON.stringify({ ...value, code: 200, msg: OK_MSG }));
}

async function readBody(req) {
  const chunks = [];
  for await (const chunk of req) chunks.push(chunk);
  return Buffer.concat(chunks);
}

async function api(req, res, url) {
  const path = url.pathname.slice('/api'.length) + url.search;
  const body = await readBody(req);
  const answer = await toPrism(req, path, body);
  record(req, path, answer);
  // A session call Prism refused gets Prism's refusal, so a log-in the contract does not allow
  // fails the walk's log-in instead of passing unseen.
  const fixture = answer.status < 400 ? sessionAnswer(req.method, path, req, body) : undefined;
  if (fixture) {
    sendJson(res, 200, fixture);
    return;
  }
  const out = forceSuccess(answer);
  const headers = {};
  for (const [name, value] of Object.entries(answer.headers)) {
    // Prism's CORS headers and its connection handling are not the deployed API's.
    if (/^(access-control-|connection|keep-alive|transfer-encoding|content-length|date$)/i.test(name)) continue;
    headers[name] = value;
  }
  headers['content-length'] = String(out.length);
  res.writeHead(answer.status, headers);
  res.end(out);
}

/* ------------------------------------------------------------------ dist/, as nginx serves it */

async function serveFile(res, url) {
  const file = await staticFileFor(DIST, url.pathname);
  if (!file) {
    res.writeHead(404, { 'Content-Type': 'text/plain' }).end('not found');
    return;
  }
  const body = await readFile(file);
  res.writeHead(200, {
    'Content-Type': contentTypeOf(file),
    'Content-Length': String(body.length),
    'Cache-Control': url.pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
  });
  res.end(body);
}

/* ------------------------------------------------------------------ the server */

const server = createServer(async (req, res) => {
  try {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname === '/__prism/health') {
      res.writeHead(prismReady ? 200 : 503).end(prismReady ? 'ok' : 'starting');
      return;
    }
    if (url.pathname === '/__prism/refusals') {
      const walk = url.searchParams.get('walk');
      const since = Number(url.searchParams.get('since') ?? 0);
      const pick = (list) => list.filter((entry) => (!walk || entry.walk === walk) && entry.seq > since);
      sendJson(res, 200, { seq, refusals: pick(refusals), warnings: pick(warnings) });
      return;
    }
    if (url.pathname === '/api' || url.pathname.startsWith('/api/')) {
      await api(req, res, url);
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405).end();
      return;
    }
    await serveFile(res, url);
  } catch (error) {
    console.error(`prism-backend: ${req.method} ${req.url}: ${error.stack ?? error}`);
    if (!res.headersSent) res.writeHead(502, { 'Content-Type': 'text/plain' });
    res.end();
  }
});

if (!(await isFile(join(DIST, 'shell.html'))) && !(await isFile(join(DIST, 'index.html')))) {
  console.error(`prism-backend: no build in ${DIST} (run npm run build first)`);
  process.exit(1);
}
server.listen(PORT, '127.0.0.1', () => console.log(`prism-backend: ${DIST} on http://127.0.0.1:${PORT}, /api -> Prism`));
await waitForPrism();
