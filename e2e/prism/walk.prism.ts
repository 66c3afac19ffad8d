import { readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { APIRequestContext, Page, Request, Response } from '@playwright/test';
import { demoCredentials } from '../../mocks/api/auth/tables';
import { buildRouteTable } from '../route-walk/routes';
import type { RoleName, WalkRoute } from '../route-walk/routes';
import { ENGLISH_EXCEPTION, expect, test } from '../route-walk/walker';

/*
 * The production build against Prism: every public, phone, centre (individual,
 * institution main and sub account) and scholar page of the route table, opened by client-side
 * navigation as the account it is for, with every /api answer random but valid by openapi.yaml
 * (scripts/prism-backend.mjs; the accounts log in through the real forms, answered by
 * e2e/prism/accounts.json). Per page: no request Prism refused (the portal sent something the
 * contract does not allow), no junk text (ENGLISH_EXCEPTION), no 数据格式异常 nor any other failure
 * message (nothing fails here), no uncaught error or console.error, the session kept; and, where
 * the build logs contract drift (dev and demo builds: a production build does not), no
 * contract-valid answer rejected by the portal's contract check. Every page is
 * visited whatever the one before found; the test fails with the list, and prism-walk.json holds
 * each visit's calls and, where it failed, the answers it got.
 */

interface AccountFixture {
  role: RoleName;
  login: Record<string, string>;
  info: { nickName: string };
}
/** The session fixtures scripts/prism-backend.mjs answers with (plain JSON, so node reads it too). */
const fixtures = JSON.parse(readFileSync(join(import.meta.dirname, 'accounts.json'), 'utf8')) as {
  smsCode: string;
  captcha: { answer: string };
  ssoValidId: string;
  accounts: AccountFixture[];
};

const START = '/agreement';
const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 375, height: 800 };
const ROLES: readonly RoleName[] = ['anonymous', 'phone', 'individual', 'agentLord', 'agentChild', 'scholar'];

/** What a failed section or page says (ErrorState, the route's error view, the forms' own lists). */
const FAILURE_ON_SCREEN = /(?<!图片|视频)加载失败|意外错误|出错了/;
/**
 * The browser's line for an answer with an error status: a call's is a refusal (reported as such),
 * an image's or video's is a URL made of random text that Prism has no answer for.
 */
const RESOURCE_STATUS = /^Failed to load resource: the server responded with a status of \d+/;

const QUIET_MS = 400;
const MIN_MS = 600;
const MAX_MS = 8000;

interface Refusal {
  seq: number;
  page?: string;
  method: string;
  path: string;
  status: number;
  title?: string;
  detail?: string;
  validation?: Array<{ location?: string[]; message?: string }>;
}

interface Visit {
  href: string;
  url: string;
  problems: string[];
  calls: string[];
  refusals: Refusal[];
  warnings: Refusal[];
  /** `[契约偏差]` warnings of the visit (tolerated repairs and rejections). */
  drift: string[];
  consoleErrors: string[];
  screen?: string;
  /** The visit's answers (truncated), when it failed: what the page was given. */
  answers?: Record<string, string>;
  ms: number;
}

interface VisitLog {
  errors: string[];
  drift: string[];
  consoleErrors: string[];
  responses: Response[];
  calls: string[];
}

interface Recorded {
  seq: number;
  refusals: Refusal[];
  /** Image URLs Prism could not answer and requests it accepted with warnings: reported only. */
  warnings: Refusal[];
}

async function refusalsSince(request: APIRequestContext, walk: string, since: number): Promise<Recorded> {
  const answer = await request.get(`/__prism/refusals?walk=${encodeURIComponent(walk)}&since=${since}`);
  expect(answer.ok(), 'GET /__prism/refusals').toBe(true);
  return (await answer.json()) as Recorded;
}

function describeRefusal(r: Refusal): string {
  const why = r.validation?.length
    ? r.validation.map((v) => `${(v.location ?? []).join('.')}: ${v.message ?? ''}`).join('; ')
    : (r.detail ?? r.title ?? '');
  return `Prism refused ${r.method} ${r.path} (${r.status} ${r.title ?? ''}): ${why}`;
}

function pageIsBusy(): boolean {
  if (document.readyState !== 'complete') return true;
  if (document.getElementById('root')?.childElementCount === 0) return true;
  if (document.querySelector('[data-testid="navigation-progress"][data-active]')) return true;
  const visible = (el: Element) => (el as HTMLElement).checkVisibility?.() ?? true;
  return [...document.querySelectorAll('[aria-busy="true"], .chakra-spinner')].some(visible);
}

class PrismWalker {
  private inflight = new Set<Request>();
  private lastActivity = Date.now();
  private current: VisitLog | undefined;
  readonly visits: Visit[] = [];

  constructor(
    private readonly page: Page,
    private readonly walkTag: string,
    private readonly loggedIn: boolean,
  ) {
    page.on('pageerror', (error) => {
      const where = (error.stack ?? '').split('\n').slice(1, 3).join(' | ');
      this.current?.errors.push(`uncaught: ${error.name}: ${error.message || '(no message)'}${where ? ` ${where}` : ''}`);
    });
    page.on('console', (message) => {
      const text = message.text();
      if (message.type() === 'warning' && text.startsWith('[契约偏差]')) this.current?.drift.push(text);
      else if (message.type() === 'error') this.current?.consoleErrors.push(text.slice(0, 300));
    });
    const context = page.context();
    context.on('request', (request) => {
      this.inflight.add(request);
      this.lastActivity = Date.now();
      const url = new URL(request.url());
      if (url.pathname.startsWith('/api/')) this.current?.calls.push(`${request.method()} ${url.pathname}${url.search}`);
    });
    const done = (request: Request) => {
      this.inflight.delete(request);
      this.lastActivity = Date.now();
    };
    context.on('requestfinished', done);
    context.on('requestfailed', done);
    context.on('response', (response) => {
      if (new URL(response.url()).pathname.startsWith('/api/')) this.current?.responses.push(response);
    });
  }

  /** Quiet network for QUIET_MS (and at least MIN_MS since the navigation), nothing marked busy. */
  private async settle(): Promise<void> {
    const started = Date.now();
    while (Date.now() - started < MAX_MS) {
      const now = Date.now();
      if (this.inflight.size === 0 && now - this.lastActivity >= QUIET_MS && now - started >= MIN_MS) {
        if (!(await this.page.evaluate(pageIsBusy).catch(() => true))) return;
      }
      await this.page.waitForTimeout(100);
    }
  }

  /** Full load of the start page (the first visit, and the way back after a visit broke the app). */
  async load(): Promise<void> {
    await this.page.goto(START);
    await this.page
      .locator('header a[href="/"]')
      .first()
      .waitFor({ timeout: 15_000 })
      .catch(() => undefined);
    await this.settle();
  }

  private navigate(href: string): Promise<void> {
    return this.page.evaluate((to) => {
      // TanStack Router's browser history wraps pushState (as in e2e/route-walk/walker.ts).
      const state = (window.history.state ?? {}) as { __TSR_index?: number };
      const key = Math.random().toString(36).slice(2, 10);
      window.history.pushState({ __TSR_index: (state.__TSR_index ?? 0) + 1, key, __TSR_key: key }, '', to);
    }, href);
  }

  /** Opens the route (the start page by a full load when none), `during` runs before the settle. */
  async visit(route: WalkRoute | undefined, during?: () => Promise<void>): Promise<Visit> {
    const href = route?.href ?? `${START} (first load)`;
    const started = Date.now();
    const log: VisitLog = { errors: [], drift: [], consoleErrors: [], responses: [], calls: [] };
    const request = this.page.context().request;
    const before = (await refusalsSince(request, this.walkTag, Number.MAX_SAFE_INTEGER)).seq;
    this.current = log;
    if (route) {
      await this.navigate(route.href).catch((error: Error) => log.errors.push(`navigation: ${error.message}`));
      await this.settle();
    } else {
      await this.load();
    }
    if (during) {
      await during();
      await this.settle();
    }
    this.current = undefined;
    const { refusals, warnings } = await refusalsSince(request, this.walkTag, before);

    const problems = [...log.errors];
    // React reports a render error its boundary caught with console.error, not as uncaught.
    problems.push(...log.consoleErrors.filter((text) => !RESOURCE_STATUS.test(text)).map((text) => `console.error: ${text}`));
    problems.push(...refusals.map(describeRefusal));
    const text = await this.page.evaluate(() => document.body.innerText).catch(() => undefined);
    if (text === undefined) problems.push('the page could not be read');
    const screen = text ?? '';
    for (const pattern of ENGLISH_EXCEPTION) {
      const hit = pattern.exec(screen);
      if (hit) {
        const at = Math.max(0, hit.index - 40);
        problems.push(`junk text on screen: …${screen.slice(at, hit.index + 60).replace(/\s+/g, ' ')}…`);
        break;
      }
    }
    // Nothing fails under Prism: a section or page that says it could not load hides a bug the
    // other checks may not see (a select or render that threw, caught by the route's error view).
    // Pictures and videos are exempt: their URLs are random answer strings.
    const failure = FAILURE_ON_SCREEN.exec(screen);
    if (failure) {
      const at = Math.max(0, failure.index - 40);
      problems.push(`failure message on screen: …${screen.slice(at, failure.index + 40).replace(/\s+/g, ' ')}…`);
    }
    if (screen.includes('数据格式异常')) {
      const at = screen.indexOf('数据格式异常');
      problems.push(`数据格式异常 on screen: …${screen.slice(Math.max(0, at - 40), at + 30).replace(/\s+/g, ' ')}…`);
    }
    for (const warning of log.drift) {
      const [head = '', ...lines] = warning.split('\n');
      const rejected = lines.filter((line) => !line.includes('（已兼容）'));
      if (rejected.length > 0)
        problems.push(
          `the contract check rejected a contract-valid answer: ${head.replace('[契约偏差] ', '')}: ${rejected.join(' | ').trim()}`,
        );
    }
    const url = new URL(this.page.url());
    if (this.loggedIn && /^\/(?:login|agentLogin)$/.test(url.pathname)) problems.push(`the session was lost: sent to ${url.pathname}`);
    if (!url.protocol.startsWith('http')) problems.push(`the browser shows its own error page (${this.page.url()})`);

    const visit: Visit = {
      href,
      url: url.pathname + url.search,
      problems,
      calls: log.calls,
      refusals,
      warnings,
      drift: log.drift,
      consoleErrors: log.consoleErrors,
      ms: Date.now() - started,
    };
    if (problems.length > 0) {
      visit.screen = screen.replace(/\s+/g, ' ').slice(0, 500);
      visit.answers = {};
      for (const response of log.responses) {
        const body = await response.text().catch(() => '(body not kept)');
        const u = new URL(response.url());
        visit.answers[`${response.request().method()} ${u.pathname}${u.search} → ${response.status()}`] = body.slice(0, 2000);
      }
    }
    this.visits.push(visit);
    return visit;
  }
}

/** Breaks the app for the next visit: start again from a full load. */
const BREAKS_THE_APP = /^uncaught:|^navigation:|could not be read|session was lost|own error page/;

test.describe('production build against Prism (random, contract-valid answers)', () => {
  test.describe.configure({ mode: 'parallel' });

  test('the session fixtures are the demo accounts', () => {
    // The walk logs in with demoCredentials (e2e/route-walk/walker.ts): the fixtures must accept them.
    const byRole = Object.fromEntries(fixtures.accounts.map((a) => [a.role, a]));
    expect(fixtures.smsCode).toBe(demoCredentials.smsCode);
    expect(fixtures.captcha.answer).toBe(demoCredentials.alwaysValidCaptcha);
    expect(fixtures.ssoValidId).toBe(demoCredentials.ssoValidId);
    expect(byRole.individual?.login).toEqual({ mobile: demoCredentials.individual.mobile });
    expect(byRole.scholar?.login).toEqual({ mobile: demoCredentials.scholar.mobile });
    expect(byRole.agentLord?.login).toEqual({ username: demoCredentials.agentMain.username, password: demoCredentials.agentMain.password });
    expect(byRole.agentChild?.login).toEqual({ username: demoCredentials.agentSub.username, password: demoCredentials.agentSub.password });
    expect(byRole.individual?.info.nickName).toBe(demoCredentials.individual.nickName);
    expect(byRole.agentLord?.info.nickName).toBe(demoCredentials.agentMain.nickName);
  });

  test('the walk fails on a refused request, junk text, a failure message, 数据格式异常 and an uncaught error', async ({
    browser,
  }, testInfo) => {
    // The harness itself: each finding made on purpose on a static page must come back as a problem.
    const walkTag = `self-test-${testInfo.workerIndex}-${testInfo.retry}-${Date.now()}`;
    const context = await browser.newContext({
      baseURL: String(testInfo.project.use.baseURL ?? ''),
      locale: 'zh-CN',
      viewport: DESKTOP,
      extraHTTPHeaders: { 'x-prism-walk': walkTag },
    });
    try {
      const page = await context.newPage();
      const walker = new PrismWalker(page, walkTag, false);
      expect((await walker.visit(undefined)).problems).toEqual([]);
      const privacy: WalkRoute = { fullPath: '/privacy', href: '/privacy', access: 'public', data: false };
      expect((await walker.visit(privacy)).problems).toEqual([]);
      const visit = await walker.visit(privacy, () =>
        page.evaluate(async () => {
          // `page` is an integer in the contract: Prism answers 422.
          await fetch('/api/portal/expert/list?page=first&pageSize=10');
          const note = document.createElement('p');
          note.textContent = '共 NaN 天 加载失败 数据格式异常';
          document.body.append(note);
          setTimeout(() => {
            throw new RangeError('prism self-test');
          });
        }),
      );
      expect(visit.problems).toEqual([
        expect.stringMatching(/^uncaught: RangeError: prism self-test/),
        expect.stringMatching(/^Prism refused GET \/portal\/expert\/list\?page=first&pageSize=10 \(422 .*query\.page: .*integer/),
        expect.stringMatching(/^junk text on screen: .*NaN/),
        expect.stringMatching(/^failure message on screen: .*加载失败/),
        expect.stringMatching(/^数据格式异常 on screen/),
      ]);
    } finally {
      await context.close();
    }
  });

  const { byRole } = buildRouteTable();
  for (const role of ROLES) {
    // The server menu's pages (the catch-all route) come from the mocks' menu; Prism's menu is
    // random, so those paths are only its 404 page here.
    const routes = byRole[role].filter((route) => role === 'anonymous' || route.fullPath !== '/$');
    test(`as ${role}: ${routes.length} pages, nothing refused, no junk, no 数据格式异常`, async ({ browser, sessions }, testInfo) => {
      test.setTimeout(90_000 + routes.length * 12_000);
      expect(routes.length, `routes for ${role}`).toBeGreaterThan(0);
      const storageState = await sessions.get(role);
      const walkTag = `${role}-${testInfo.workerIndex}-${testInfo.retry}-${Date.now()}`;
      const context = await browser.newContext({
        baseURL: String(testInfo.project.use.baseURL ?? ''),
        locale: 'zh-CN',
        viewport: role === 'phone' ? PHONE : DESKTOP,
        extraHTTPHeaders: { 'x-prism-walk': walkTag },
        ...(storageState ? { storageState } : {}),
      });
      const page = await context.newPage();
      const walker = new PrismWalker(page, walkTag, role !== 'anonymous' && role !== 'phone');
      const started = Date.now();
      try {
        await test.step(`${START} (first load)`, async () => {
          await walker.visit(undefined);
        });
        let broken = false;
        for (const route of routes) {
          await test.step(route.href, async () => {
            if (broken) await walker.load();
            const visit = await walker.visit(route);
            broken = visit.problems.some((problem) => BREAKS_THE_APP.test(problem));
          });
        }
      } finally {
        const failed = walker.visits.filter((v) => v.problems.length > 0);
        const file = testInfo.outputPath('prism-walk.json');
        const summary = {
          role,
          pages: walker.visits.length,
          failed: failed.length,
          seconds: Math.round((Date.now() - started) / 100) / 10,
          visits: walker.visits,
        };
        await writeFile(file, JSON.stringify(summary, null, 2));
        await testInfo.attach('prism-walk.json', { path: file, contentType: 'application/json' });
        await context.close();
      }
      const report = walker.visits
        .filter((v) => v.problems.length > 0)
        .map((v) => `${v.href}${v.url !== v.href ? ` (→ ${v.url})` : ''}\n    - ${v.problems.join('\n    - ')}`);
      expect(report, `${report.length} of ${walker.visits.length} pages failed as ${role} against Prism`).toEqual([]);
    });
  }
});
