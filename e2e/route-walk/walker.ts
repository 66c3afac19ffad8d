import { writeFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect } from '@playwright/test';
import type { Browser, BrowserContext, Page, Request, Route, TestInfo } from '@playwright/test';
import { demoCredentials } from '../../mocks/api/auth/tables';
import { mockScenario, prepareContext } from '../fixtures';
import type { Target } from '../fixtures';
import { agentLogin, smsLogin } from '../helpers';
import { buildRouteTable } from './routes';
import type { RoleName, WalkRoute } from './routes';

/*
 * The route walk: every route (routes.ts), as each account that may open it, under each
 * fault. One test per account and fault, one browser context and one page for it: the account's
 * session comes from a log-in done once per worker; the start page is loaded, the fault turned
 * on, and the routes are opened one after the other by client-side navigation (history.pushState,
 * which TanStack Router's browser history wraps), the way a user moves through a loaded app. Each
 * visit is checked (see check) and reported in route-walk.json; a visit that broke the app is
 * followed by a way back to the start page, so one broken page never spills into the next.
 */

export type Fault = 'drift' | 'ruoyi' | 'sparse' | 'server-error' | 'offline' | 'offline-loaded' | 'chunks' | 'a11y';

export const FAULT_TITLES: Readonly<Record<Fault, string>> = {
  drift: '?mock=drift (answers of another shape)',
  ruoyi: '?mock=ruoyi (paged lists as RuoYi sends them: rows and total at the top of the envelope)',
  sparse: '?mock=sparse (only the required fields; long names, big counters)',
  'server-error': '?mock=server-error (every contract call answers code 500)',
  offline: 'network dropped after the first load',
  'offline-loaded': 'network dropped once the code of every page is loaded',
  chunks: 'every chunk not loaded yet fails',
  a11y: 'no fault, axe-core (WCAG 2.0/2.1 A and AA) on every screen',
};

/** The axe rules the a11y walk applies: WCAG 2.0 and 2.1, levels A and AA. */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** The page each walk loads first: static, with the full header, so no route's data is cached. */
const START = '/agreement';

interface RoleSpec {
  viewport: { width: number; height: number };
  /** How the account logs in (once per worker); none for visitors. */
  login?: (page: Page) => Promise<void>;
}

const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 375, height: 800 };

const ROLES: Readonly<Record<RoleName, RoleSpec>> = {
  anonymous: { viewport: DESKTOP },
  phone: { viewport: PHONE },
  individual: {
    viewport: DESKTOP,
    login: async (page) => {
      await page.goto('/login');
      await smsLogin(page, demoCredentials.individual.mobile);
      await expect(page).toHaveURL(/\/userIndex$/);
    },
  },
  scholar: {
    viewport: DESKTOP,
    login: async (page) => {
      await page.goto('/login');
      await smsLogin(page, demoCredentials.scholar.mobile);
      await expect(page).toHaveURL(/\/userIndex$/);
    },
  },
  agentLord: {
    viewport: DESKTOP,
    login: async (page) => {
      await page.goto('/agentLogin');
      await agentLogin(page, demoCredentials.agentMain.username, demoCredentials.agentMain.password);
      await expect(page).toHaveURL(/\/agentHome$/);
    },
  },
  agentChild: {
    viewport: DESKTOP,
    login: async (page) => {
      await page.goto('/agentLogin');
      await agentLogin(page, demoCredentials.agentSub.username, demoCredentials.agentSub.password);
      await expect(page).toHaveURL(/\/agentHome$/);
    },
  },
};

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/** Logs each account in once per worker; its cookies and local storage are reused by every walk. */
class Sessions {
  private readonly states = new Map<RoleName, Promise<StorageState | undefined>>();
  constructor(
    private readonly browser: Browser,
    private readonly baseURL: string,
    /** The worker's mock data set (cookie mock-session): its walks run one after the other. */
    readonly mockSession: string,
  ) {}

  get(role: RoleName): Promise<StorageState | undefined> {
    let state = this.states.get(role);
    if (!state) {
      state = this.login(role);
      this.states.set(role, state);
    }
    return state;
  }

  private async login(role: RoleName): Promise<StorageState | undefined> {
    const spec = ROLES[role];
    if (!spec.login) return undefined;
    const context = await this.browser.newContext({
      baseURL: this.baseURL,
      locale: 'zh-CN',
      viewport: spec.viewport,
    });
    try {
      await prepareContext(context, this.baseURL, this.mockSession);
      const page = await context.newPage();
      await spec.login(page);
      return await context.storageState();
    } finally {
      await context.close();
    }
  }
}

/* ---------------------------------------------------------------- what a visit must not show */

/**
 * English exception text: what a thrown error, a failed request or a raw value looks like when it
 * reaches the screen. The portal's own content is Chinese; the Latin it legitimately shows (AIGC,
 * ISSN, DOI, e-mail addresses, report codes) matches none of these.
 */
export const ENGLISH_EXCEPTION: readonly RegExp[] = [
  /\b(?:TypeError|ReferenceError|SyntaxError|RangeError|URIError|AggregateError|ChunkLoadError|AxiosError|ZodError|DOMException)\b/,
  /\b[A-Z][A-Za-z]*Error:/,
  /\bError:/,
  /Cannot (?:read|set|destructure) propert/i,
  /\bis not (?:a function|defined|iterable|a constructor|an object|valid JSON)\b/,
  /\b(?:undefined|null|NaN)\b/,
  /\[object [A-Z][a-z]+\]/,
  /Failed to (?:fetch|load|execute|construct)/i,
  /dynamically imported module|Importing a module script failed|error loading dynamically imported/i,
  /Unexpected (?:token|end of (?:JSON )?input)/,
  /Network ?Error|timeout of \d+ms exceeded|Request failed with status code|status code \d{3}/i,
  /Minified React error|Unexpected Application Error|Something went wrong/i,
  /Internal Server Error|Bad Gateway|Service Unavailable|\bNot Found\b/,
  /\bERR_[A-Z_]{4,}\b|This site can.t be reached|No internet/,
  /Invalid (?:Date|time value|input|type)/,
  /\b(?:invalid_type|invalid_union|unrecognized_keys|too_small|too_big)\b/,
  /\bExpected (?:string|number|object|array|boolean)\b|\breceived (?:string|number|object|array|undefined|null)\b/i,
];

/** A retry control: a button or link that tries again. */
const RETRY_NAME = /重试|重新加载|重新获取|重新连接|再试一次|刷新/;
/** What a Chinese failure message says. */
const FAILURE_TEXT = /失败|异常|错误|出错|无法|不可用|断开|超时|离线|未能|失效|请检查网络/;

/**
 * Left out of what a visit reads: the demo's own tools (mock scenario panel, contract drift
 * panel), which are not part of the app, and toasts left over from the page before.
 */
const NOT_READ = 'aside[aria-label="模拟场景面板"], aside[aria-label="契约偏差面板"], [data-route-walk-old]';

/** Browser net errors a fault of this walk causes on purpose (offline, aborted chunks). */
const INJECTED_NET_ERROR = /^Failed to load resource: net::ERR_(?:FAILED|INTERNET_DISCONNECTED|ABORTED|NETWORK_CHANGED|NAME_NOT_RESOLVED)$/;

interface VisitLog {
  errors: string[];
  /** Operations whose answer the contract check rejected (not merely repaired). */
  rejectedAnswers: Set<string>;
  /** `METHOD /path-template` of answers the client repaired (tolerated drift, 已兼容). */
  toleratedAnswers: string[];
  /** Under ruoyi: `METHOD /path` of answers that came as RuoYi's table page (rows at the top). */
  tablePages: Array<Promise<string | undefined>>;
  /** JS files that could not be fetched during the visit. */
  failedScripts: Set<string>;
  /** Contract calls made during the visit: `METHOD /path`. */
  calls: string[];
}

export interface VisitResult {
  route: WalkRoute;
  url: string;
  problems: string[];
  /** Contract calls the visit made (for the report). */
  calls: string[];
  /** JS files the fault kept from loading during the visit. */
  failedScripts: string[];
  /** Answers the client repaired (tolerated drift, listed in 「契约偏差」): `METHOD /path-template`. */
  tolerated?: string[];
  /** Under ruoyi: the calls answered as RuoYi's table page (`METHOD /path`). */
  tablePages?: string[];
  /** The Chinese message found next to a retry control, if any. */
  retry?: string;
  /** Set when that message was not there yet when the page had settled, only a moment later. */
  retryLate?: true;
  /** The start of what the page said, when it went wrong (for the report). */
  screen?: string;
  ms: number;
}

/** The faults that take files or calls off the network (their net errors are expected). */
const NETWORK_FAULTS: readonly Fault[] = ['offline', 'offline-loaded', 'chunks'];

/** The faults under which every contract call fails (drift fails only what the check rejects). */
const CALLS_FAIL: readonly Fault[] = ['server-error', 'offline', 'offline-loaded'];

/**
 * The faults under which every call must succeed: answers whose meaning is plain, in
 * the shapes real backends send. A visit shows its rows or its empty state: no answer rejected,
 * no 数据格式异常, no failure message (on the page or in a toast).
 */
const CALLS_SUCCEED: readonly Fault[] = ['ruoyi', 'sparse'];

/** The mock scenarios that reshape answers but leave the session's own calls alone: on from the first request. */
const RESHAPING: readonly Fault[] = ['drift', 'ruoyi', 'sparse'];

/** Problems after which the app is not fit to walk on (see visit). */
const BREAKS_THE_APP = /^uncaught:|^navigation:|header's home link|could not be read|session was lost|own error page/;

const SETTLE_QUIET_MS = 300;
const SETTLE_MIN_MS = 500;
const SETTLE_MAX_MS = 4500;
const SETTLE_BLANK_MS = 2500;

export class RouteWalker {
  private current: VisitLog | undefined;
  private inflight = new Set<Request>();
  private lastActivity = Date.now();
  private needsFirstLoad = true;
  /** The last visit left the app in a state the next route did not cause (see recover). */
  private needsRecovery = false;
  /** The chunk fault's handler: lets through only the JS files the first load fetched. */
  private chunkRoute: ((route: Route) => Promise<void>) | undefined;
  readonly results: VisitResult[] = [];

  private readonly role: RoleName;
  private readonly fault: Fault;
  /** The walk runs at phone width (the phone role, or an account's walk at 375 px). */
  private readonly phone: boolean;
  /** The routes not visited yet (offline-loaded loads their code before the network goes). */
  private readonly ahead: WalkRoute[];
  /** Where a failed visit's screenshot goes (the test's output folder). */
  private readonly screenshots?: (name: string) => string;
  /** The build walked: the scenario is a cookie on the shipped one, the mock panel's on the demo. */
  private readonly target: Target;
  private readonly baseURL: string;

  constructor(
    private readonly page: Page,
    private readonly context: BrowserContext,
    options: {
      role: RoleName;
      fault: Fault;
      routes: readonly WalkRoute[];
      screenshots?: (name: string) => string;
      phone?: boolean;
      target: Target;
      baseURL: string;
    },
  ) {
    const { role, fault } = options;
    this.target = options.target;
    this.baseURL = options.baseURL;
    this.role = role;
    this.phone = options.phone ?? ROLES[role].viewport === PHONE;
    this.fault = fault;
    this.ahead = [...options.routes];
    this.screenshots = options.screenshots;
    page.on('console', (message) => {
      const log = this.current;
      if (!log) return;
      const text = message.text();
      if (message.type() === 'warning' && text.startsWith('[契约偏差]')) {
        // `[契约偏差] operationId METHOD /path` and one line per deviation; repaired ones end 已兼容.
        const [head = '', ...lines] = text.split('\n');
        if (lines.some((line) => !line.includes('（已兼容）'))) log.rejectedAnswers.add(head.split(' ')[1] ?? head);
        else log.toleratedAnswers.push(head.split(' ').slice(2).join(' '));
        return;
      }
      if (message.type() !== 'error') return;
      if (NETWORK_FAULTS.includes(fault) && INJECTED_NET_ERROR.test(text)) return;
      const { url, lineNumber } = message.location();
      log.errors.push(`console.error: ${text.slice(0, 300)}${url ? ` (${url.replace(/^https?:\/\/[^/]+/, '')}:${lineNumber})` : ''}`);
    });
    page.on('pageerror', (error) => {
      const where = (error.stack ?? '').split('\n').slice(1, 3).join(' | ');
      this.current?.errors.push(`uncaught: ${error.name}: ${error.message || '(no message)'}${where ? ` ${where}` : ''}`);
    });
    // Through the context, not the page: the mock service worker fetches the app's files, and
    // only the context sees (and can route) what a service worker requests.
    context.on('request', (request) => {
      this.inflight.add(request);
      this.lastActivity = Date.now();
      const path = new URL(request.url()).pathname;
      if (path.startsWith('/api/') && !request.serviceWorker()) this.current?.calls.push(`${request.method()} ${path}`);
    });
    const done = (request: Request) => {
      this.inflight.delete(request);
      this.lastActivity = Date.now();
    };
    context.on('requestfinished', done);
    if (fault === 'ruoyi')
      context.on('response', (response) => {
        const request = response.request();
        const path = new URL(response.url()).pathname;
        if (!path.startsWith('/api/') || request.serviceWorker() || !/json/i.test(response.headers()['content-type'] ?? '')) return;
        this.current?.tablePages.push(
          response
            .json()
            .then((body: unknown) =>
              typeof body === 'object' && body !== null && Array.isArray((body as { rows?: unknown }).rows)
                ? `${request.method()} ${path}`
                : undefined,
            )
            .catch(() => undefined),
        );
      });
    context.on('requestfailed', (request) => {
      done(request);
      if (isScript(request.url())) this.current?.failedScripts.add(new URL(request.url()).pathname);
    });
  }

  /**
   * Loads the start page, then turns the fault on (see each case). The first load is checked
   * like a visit (drift reaches the calls the app makes at start-up), and reported as one when
   * it found something.
   */
  private async firstLoad(): Promise<void> {
    const { page, context, fault } = this;
    const started = Date.now();
    if (this.chunkRoute) {
      await context.unroute('**/assets/*.js', this.chunkRoute);
      this.chunkRoute = undefined;
    }
    await context.setOffline(false);
    // drift, ruoyi and sparse leave the session's own calls alone, so they can be on from the very first request. A
    // code 500 for the user info at start-up would end the session (SPEC §4: a failed user-info
    // fetch clears it), so an account switches to server-error once it is loaded; a visitor has
    // no session to lose and starts under it.
    const initial = RESHAPING.includes(fault) || (fault === 'server-error' && !this.loggedIn) ? fault : 'normal';
    if (this.target === 'shipped') await mockScenario(context, this.baseURL, 'shipped', initial);
    const route: WalkRoute = {
      fullPath: START,
      href: this.target === 'shipped' ? START : `${START}?mock=${initial}`,
      access: 'public',
      data: false,
    };
    const log = this.newLog();
    const scripts = new Set<string>();
    const collect = (request: Request) => {
      if (isScript(request.url())) scripts.add(request.url());
    };
    context.on('requestfinished', collect);
    try {
      // A page the fault broke may still be reloading itself (TanStack Router reloads once when a
      // chunk fails): that navigation can cut this one short, so try again.
      await page.goto(route.href).catch((error: Error) => {
        if (!/interrupted by another navigation/.test(error.message)) throw error;
        return page.waitForTimeout(500).then(() => page.goto(route.href));
      });
      // The demo starts its mock worker before the app renders: give a loaded machine time.
      await this.homeLink()
        .waitFor({ timeout: 15_000 })
        .catch(() => undefined);
      await this.settle();
    } finally {
      context.off('requestfinished', collect);
    }
    const problems = await this.finish({ ...route, href: `${route.href} (first load)` }, log, started, false);
    if (problems.some((problem) => BREAKS_THE_APP.test(problem))) {
      throw new Error(`The walk cannot start: ${route.href} is broken:\n- ${problems.join('\n- ')}`);
    }
    if (fault === 'server-error' && initial === 'normal') await this.switchScenario('server-error');
    if (fault === 'offline-loaded') await this.loadCodeAhead();
    if (fault === 'offline' || fault === 'offline-loaded') {
      await context.setOffline(true);
      // The mocks answer inside the page, so they would go on answering without a network: their
      // offline scenario fails every call as a network error, as the real backend would be gone.
      await this.switchScenario('offline');
    }
    if (fault === 'chunks') {
      const loaded = scripts;
      this.chunkRoute = (request) => (loaded.has(request.request().url()) ? request.continue() : request.abort('failed'));
      await context.route('**/assets/*.js', this.chunkRoute);
    }
    this.needsFirstLoad = false;
  }

  /**
   * Opens every route still to be walked once, while the network is there but every call answers
   * code 500: their code is then loaded and none of their data is cached (a failed query fetches
   * again when its page opens), so the walk that follows meets the calls, not the chunks, failing.
   */
  private async loadCodeAhead(): Promise<void> {
    await this.switchScenario('server-error');
    for (const href of [...this.ahead.map((route) => route.href), START]) {
      await this.navigate(href);
      // Only the code matters here: no need to wait for a page that waits before it loads.
      await this.settle(SETTLE_QUIET_MS);
    }
  }

  /** Client-side navigation, as a link would do it. */
  private navigate(href: string): Promise<void> {
    return this.page.evaluate((to) => {
      // Toasts still showing belong to the page before; the checks leave them out.
      for (const toast of document.querySelectorAll('[data-scope="toast"][data-part="root"]'))
        toast.setAttribute('data-route-walk-old', '');
      // TanStack Router's browser history wraps pushState and navigates on it (a popstate
      // event as well would navigate twice); the state carries the index and key it expects.
      const state = (window.history.state ?? {}) as { __TSR_index?: number };
      const key = Math.random().toString(36).slice(2, 10);
      window.history.pushState({ __TSR_index: (state.__TSR_index ?? 0) + 1, key, __TSR_key: key }, '', to);
    }, href);
  }

  /** Switches the mock scenario: the mock backend's cookie (shipped), the demo's 「模拟场景」 panel (demo). */
  private async switchScenario(name: string): Promise<void> {
    if (this.target === 'shipped') {
      await mockScenario(this.context, this.baseURL, 'shipped', name);
      return;
    }
    const panel = this.page.locator('aside[aria-label="模拟场景面板"]');
    const toggle = panel.locator('button[aria-expanded]').first();
    await toggle.click();
    await panel.locator(`input[type="radio"][value="${name}"]`).check();
    await toggle.click();
  }

  /**
   * Waits until the page has gone quiet: no request in flight for a while, nothing marked busy.
   * The quiet must also last from the navigation on, for pages that wait a moment before they
   * load (the home page's sections start 300 ms after it renders).
   */
  private async settle(minMs = SETTLE_MIN_MS): Promise<void> {
    const started = Date.now();
    const deadline = started + SETTLE_MAX_MS;
    await this.page.waitForTimeout(150);
    while (Date.now() < deadline) {
      const now = Date.now();
      if (this.inflight.size === 0 && now - this.lastActivity >= SETTLE_QUIET_MS && now - started >= minMs) {
        const busy = await this.page.evaluate(pageIsBusy, now - started < SETTLE_BLANK_MS).catch(() => true);
        if (!busy) return;
      }
      await this.page.waitForTimeout(100);
    }
  }

  private get loggedIn(): boolean {
    return !!ROLES[this.role].login;
  }

  /** The header's home link as a locator (to wait for the first load). */
  private homeLink() {
    if (this.phone) return this.page.locator('header a[href="/"]').first();
    return this.page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '首页', exact: true });
  }

  private newLog(): VisitLog {
    const log: VisitLog = {
      errors: [],
      rejectedAnswers: new Set(),
      toleratedAnswers: [],
      tablePages: [],
      failedScripts: new Set(),
      calls: [],
    };
    this.current = log;
    return log;
  }

  /** Opens one route by client-side navigation under the fault, and checks what it shows. */
  async visit(route: WalkRoute): Promise<void> {
    if (this.needsRecovery) await this.recover();
    if (this.needsFirstLoad) await this.firstLoad();
    const started = Date.now();
    const log = this.newLog();
    this.ahead.splice(this.ahead.indexOf(route), 1);
    await this.navigate(route.href).catch((error: Error) => log.errors.push(`navigation: ${error.message}`));
    await this.settle();
    const problems = await this.finish(route, log, started, true);
    // A page that broke the app (no header, a crash, a browser error page) would fail the next
    // page too: the next one starts from the start page again. Other findings leave it usable.
    this.needsRecovery = problems.some((problem) => BREAKS_THE_APP.test(problem));
  }

  /**
   * Back to a usable app before the next route: while the app still runs, a client-side
   * navigation to the start page (its code is loaded, the fault stays on, what the first load
   * loaded stays loaded); when that does not bring the header back, or the app is gone, a fresh
   * first load.
   */
  private async recover(): Promise<void> {
    this.needsRecovery = false;
    const alive = await this.page
      .evaluate(() => /^https?:/.test(location.protocol) && (document.getElementById('root')?.childElementCount ?? 0) > 0)
      .catch(() => false);
    if (alive) {
      await this.navigate(START).catch(() => undefined);
      await this.settle();
      const phoneBar = this.phone;
      if ((await this.page.evaluate(headerHomeLink, phoneBar).catch(() => 'unreadable')) === undefined) return;
    }
    this.needsFirstLoad = true;
  }

  /** Checks the screen, records the result (a first load only when it found something). */
  private async finish(route: WalkRoute, log: VisitLog, started: number, always: boolean): Promise<string[]> {
    const { problems, text, retry, retryLate } = await this.check(route, log);
    this.current = undefined;
    if (!always && problems.length === 0) return problems;
    const result: VisitResult = {
      route,
      url: this.page.url().replace(/^https?:\/\/[^/]+/, ''),
      problems,
      calls: log.calls,
      failedScripts: [...log.failedScripts],
      ms: Date.now() - started,
    };
    if (log.toleratedAnswers.length > 0) result.tolerated = [...new Set(log.toleratedAnswers)];
    const tablePages = (await Promise.all(log.tablePages)).filter((call): call is string => call !== undefined);
    if (tablePages.length > 0) result.tablePages = [...new Set(tablePages)];
    if (retry) result.retry = retry;
    if (retryLate) result.retryLate = retryLate;
    if (problems.length > 0) {
      result.screen = text.replace(/\s+/g, ' ').slice(0, 400);
      if (this.screenshots) {
        const name = `${this.results.length + 1}-${route.href.replace(/[^a-zA-Z0-9]+/g, '_')}.png`;
        await this.page.screenshot({ path: this.screenshots(name) }).catch(() => undefined);
      }
    }
    this.results.push(result);
    return problems;
  }

  private async check(route: WalkRoute, log: VisitLog): Promise<{ problems: string[]; text: string; retry?: string; retryLate?: true }> {
    const { page, fault } = this;
    const problems = [...log.errors];
    const url = new URL(page.url());
    if (!url.protocol.startsWith('http')) problems.push(`the browser shows its own error page (${page.url()})`);
    const screenPatterns = { notRead: NOT_READ, retry: RETRY_NAME.source, failure: FAILURE_TEXT.source };
    const screen = await page.evaluate(readScreen, screenPatterns).catch(() => undefined);
    if (!screen)
      return {
        problems: [...problems, 'the page could not be read (it was navigating away or crashed)'],
        text: '',
      };

    for (const pattern of ENGLISH_EXCEPTION) {
      const hit = pattern.exec(screen.text);
      if (hit) {
        const at = Math.max(0, hit.index - 30);
        problems.push(`English exception text on screen: …${screen.text.slice(at, hit.index + 90).replace(/\s+/g, ' ')}…`);
        break;
      }
    }

    // The header still works: its home link is there, enabled, and nothing lies over it (a toast
    // may, for the seconds it shows: it goes away by itself; a dialog or a blank screen may not).
    // No waiting here: the page has settled, a header not there now is not coming.
    const phoneBar = url.pathname.startsWith('/mobile/') || this.phone;
    const header = await page.evaluate(headerHomeLink, phoneBar).catch(() => 'unreadable');
    if (header) problems.push(`the header's home link is ${header}`);

    if (this.loggedIn && /^\/(?:login|agentLogin)$/.test(url.pathname))
      problems.push(`the session was lost: sent to ${url.pathname}${url.search}`);

    // Where the content could not load, the page must say so in Chinese and offer a retry.
    const reasons: string[] = [];
    if (route.data && CALLS_FAIL.includes(fault)) reasons.push('its content comes from a call that cannot be answered');
    if (log.rejectedAnswers.size > 0) reasons.push(`the contract check rejected the answer of ${[...log.rejectedAnswers].join(', ')}`);
    if (log.failedScripts.size > 0) reasons.push(`its code could not be fetched (${[...log.failedScripts].join(', ')})`);
    if (screen.contractMessage) reasons.push('it shows 数据格式异常');
    // The settle is a guess from the network and the busy marks: an answer refused just as it
    // ended (the contract check runs after the request is done) may still be on its way to the
    // screen. One more look after the page has settled again; a message that is not there then
    // is missing (the visit's record says when it came late).
    let retryLate: true | undefined;
    if (reasons.length > 0 && !screen.retry) {
      await this.settle(SETTLE_QUIET_MS);
      const again = await page.evaluate(readScreen, screenPatterns).catch(() => undefined);
      if (again?.retry) {
        screen.retry = again.retry;
        retryLate = true;
      }
    }
    if (reasons.length > 0 && !screen.retry) problems.push(`no Chinese message with a retry on screen, though ${reasons.join('; ')}`);

    if (CALLS_SUCCEED.includes(fault)) problems.push(...(await successProblemsOf(fault, log, screen, this.target)));

    if (fault === 'a11y') problems.push(...(await axeProblems(page)));

    // Keeps STATIC_PAGES honest: under server-error every call a page makes is seen failing.
    if (fault === 'server-error' && !route.data) {
      const calls = log.calls.filter((call) => !BACKGROUND_CALLS.some((pattern) => pattern.test(call)));
      if (calls.length > 0)
        problems.push(`route table: ${route.fullPath} is listed as static (STATIC_PAGES) but calls ${calls.join(', ')}`);
    }
    return { problems, text: screen.text, retry: screen.retry, retryLate };
  }
}

/**
 * Under a fault whose calls must all succeed (CALLS_SUCCEED): what shows that one did not, and,
 * under ruoyi, each table page the 「契约偏差」 record does not list as a tolerated repair.
 */
async function successProblemsOf(fault: Fault, log: VisitLog, screen: Screen, target: Target): Promise<string[]> {
  const problems: string[] = [];
  if (log.rejectedAnswers.size > 0) problems.push(`the contract check rejected the answer of ${[...log.rejectedAnswers].join(', ')}`);
  if (screen.contractMessage) problems.push('it shows 数据格式异常');
  // The page's own failure states are alerts (error-state, load-failure notice, inline notice); the
  // retry heuristic above would take a filter's 「检测失败」 next to a 刷新 button for one.
  if (screen.alertFailure) problems.push(`a failure message on screen: ${screen.alertFailure}`);
  if (screen.toastFailure) problems.push(`a failure toast: ${screen.toastFailure}`);
  // The production build logs no 「契约偏差」 (it sends them through telemetry): on it, a RuoYi page
  // shows it was read by its rows on screen and the absence of 数据格式异常 and failures above.
  if (fault !== 'ruoyi' || target !== 'demo') return problems;
  const pages = (await Promise.all(log.tablePages)).filter((call): call is string => call !== undefined);
  const tolerated = log.toleratedAnswers.map((head) => {
    const [method = '', template = ''] = head.split(' ');
    const source = template
      .split('/')
      .map((segment) => (/^\{[^}]+\}$/.test(segment) ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
      .join('/');
    return { method, path: new RegExp(`${source}/?$`) };
  });
  for (const call of new Set(pages)) {
    const [method, path = ''] = call.split(' ');
    if (!tolerated.some((t) => t.method === method && t.path.test(path)))
      problems.push(`${call} came as a RuoYi table page, but no tolerated repair of it was recorded (「契约偏差」)`);
  }
  return problems;
}

/** Every axe violation on the screen as one problem per rule, naming the first elements. */
async function axeProblems(page: Page): Promise<string[]> {
  let builder = new AxeBuilder({ page }).withTags(AXE_TAGS);
  for (const selector of NOT_READ.split(',')) builder = builder.exclude(selector.trim());
  const results = await builder.analyze().catch((error: Error) => ({ violations: undefined, error }));
  if (!results.violations) return [`axe could not analyse the page: ${'error' in results ? results.error.message : ''}`];
  return results.violations.map((violation) => {
    const where = violation.nodes
      .slice(0, 3)
      .map((node) => `${node.target.join(' ')}${node.any[0]?.message ? ` (${node.any[0].message.slice(0, 120)})` : ''}`)
      .join('; ');
    return `axe ${violation.id} (${violation.impact ?? 'unknown'}), ${violation.nodes.length} element(s): ${where}`;
  });
}

const isScript = (url: string) => /\.js(?:\?|$)/.test(url);

/**
 * Calls that are not a page's content: the header's, the session's own and the telemetry beacon. (A failure of these
 * is covered by the header check, on every visit.)
 */
export const BACKGROUND_CALLS: readonly RegExp[] = [/\/user\/getInfo$/, /\/menu\/config\/list$/, /\/common\/imageView\//, /\/telemetry$/];

/* ------------------------------------------------------------------ in-page helpers */

function pageIsBusy(blankIsBusy: boolean): boolean {
  if (document.readyState !== 'complete') return true;
  // A blank app is still starting, for a while; after that it is blank for good.
  if (blankIsBusy && document.getElementById('root')?.childElementCount === 0) return true;
  const visible = (el: Element) => (el as HTMLElement).checkVisibility?.() ?? true;
  if (document.querySelector('[data-testid="navigation-progress"][data-active]')) return true;
  return [...document.querySelectorAll('[aria-busy="true"], .chakra-spinner')].some(visible);
}

/**
 * Whether the header's home link works: 首页 in the main navigation (the brand link in the phone
 * bar or on a phone), visible, not disabled or hidden behind a dialog, and nothing lies over it
 * but, for the seconds it shows, a toast. Undefined when it works, else what is wrong.
 */
function headerHomeLink(phoneBar: boolean): string | undefined {
  const links = phoneBar
    ? [...document.querySelectorAll<HTMLAnchorElement>('header a[href="/"]')]
    : [...document.querySelectorAll<HTMLAnchorElement>('nav[aria-label="主导航"] a[href="/"]')].filter(
        (a) => a.textContent?.trim() === '首页',
      );
  const link = links.find((a) => a.checkVisibility());
  if (!link) return links.length ? 'hidden' : 'missing';
  if (link.closest('[inert], [aria-hidden="true"], [aria-disabled="true"]') || getComputedStyle(link).pointerEvents === 'none')
    return 'disabled';
  const box = link.getBoundingClientRect();
  const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
  if (!top) return 'off the screen';
  if (link === top || link.contains(top) || top.closest('[data-scope="toast"]')) return undefined;
  const label = top.getAttribute('aria-label') ?? top.getAttribute('role') ?? '';
  return `covered by <${top.tagName.toLowerCase()}${label ? ` ${label}` : ''}> "${(top.textContent ?? '').trim().slice(0, 40)}"`;
}

interface Screen {
  text: string;
  retry: string | undefined;
  contractMessage: boolean;
  /** A toast of this visit that says something failed (Chinese), if any. */
  toastFailure: string | undefined;
  /** A visible alert of the page (not a toast) that says something failed, if any. */
  alertFailure: string | undefined;
}

function readScreen({ notRead, retry, failure }: { notRead: string; retry: string; failure: string }): Screen {
  const hidden: Array<[HTMLElement, string]> = [];
  const hide = (selector: string) => {
    for (const el of document.querySelectorAll<HTMLElement>(selector)) {
      hidden.push([el, el.style.display]);
      el.style.display = 'none';
    }
  };
  const failureText = new RegExp(failure);
  const toastFailure = [...document.querySelectorAll<HTMLElement>('[data-scope="toast"][data-part="root"]:not([data-route-walk-old])')]
    .map((toast) => toast.innerText.replace(/\s+/g, ' ').trim())
    .find((said) => failureText.test(said));
  hide(notRead);
  const text = document.body.innerText;
  // A toast is a notice, not the page's content: the content must say 数据格式异常 itself.
  hide('[data-scope="toast"]');
  const content = document.body.innerText;
  const alertFailure = [...document.querySelectorAll<HTMLElement>('[role="alert"]')]
    .filter((alert) => alert.checkVisibility())
    .map((alert) => alert.innerText.replace(/\s+/g, ' ').trim())
    .find((said) => failureText.test(said));
  const retryName = new RegExp(retry);
  let found: string | undefined;
  for (const control of document.querySelectorAll<HTMLElement>('button, a[href], [role="button"]')) {
    if (!control.checkVisibility() || control.matches(':disabled, [aria-disabled="true"]')) continue;
    const name = `${control.innerText} ${control.getAttribute('aria-label') ?? ''}`;
    if (!retryName.test(name)) continue;
    // The message belongs to the control: it is in the same small container.
    let box: HTMLElement | null = control.parentElement;
    for (let depth = 0; box && box !== document.body && depth < 5; depth += 1, box = box.parentElement) {
      const said = box.innerText;
      if (said.length > 300) break;
      if (failureText.test(said.replace(control.innerText, '')) && /\p{Script=Han}/u.test(said)) {
        found = said.replace(/\s+/g, ' ').slice(0, 100);
        break;
      }
    }
    if (found) break;
  }
  for (const [el, display] of hidden) el.style.display = display;
  return {
    text,
    retry: found,
    contractMessage: content.includes('数据格式异常'),
    toastFailure: toastFailure?.slice(0, 100),
    alertFailure: alertFailure?.slice(0, 100),
  };
}

/* ------------------------------------------------------------------ the test */

interface WalkFixtures {
  sessions: Sessions;
}

export const test = base.extend<object, WalkFixtures>({
  sessions: [
    async ({ browser }, provide, workerInfo) => {
      const baseURL = String(workerInfo.project.use.baseURL ?? '');
      await provide(new Sessions(browser, baseURL, `walk-${workerInfo.project.name}-${workerInfo.workerIndex}`));
    },
    { scope: 'worker' },
  ],
});

export { expect };

/**
 * What the walk found that is not fixed yet. A visit's problem that
 * one of these describes exactly is reported (the test's annotations and route-walk.json), not
 * failed; any other problem fails the walk. Remove an entry when its cause is fixed.
 */
export const KNOWN_GAPS: ReadonlyArray<{
  faults: readonly Fault[];
  roles?: readonly RoleName[];
  path: RegExp;
  problem: RegExp;
  cause: string;
}> = [];

function knownGapOf(fault: Fault, role: RoleName, href: string, problem: string) {
  return KNOWN_GAPS.find(
    (gap) => gap.faults.includes(fault) && (!gap.roles || gap.roles.includes(role)) && gap.path.test(href) && gap.problem.test(problem),
  );
}

/** Walks every route of one account under one fault, and fails with the list of what broke. */
export async function walk(
  { browser, sessions, testInfo }: { browser: Browser; sessions: Sessions; testInfo: TestInfo },
  role: RoleName,
  fault: Fault,
  width?: number,
): Promise<void> {
  const { byRole, problems: tableProblems } = buildRouteTable();
  expect(tableProblems, 'routes the walk cannot place').toEqual([]);
  const routes = byRole[role];
  expect(routes.length, `no routes for ${role}`).toBeGreaterThan(0);

  const storageState = await sessions.get(role);
  const context = await browser.newContext({
    baseURL: String(testInfo.project.use.baseURL ?? ''),
    locale: 'zh-CN',
    viewport: width ? { width, height: width <= PHONE.width ? PHONE.height : DESKTOP.height } : ROLES[role].viewport,
    ...(storageState ? { storageState } : {}),
  });
  await prepareContext(context, String(testInfo.project.use.baseURL ?? ''), sessions.mockSession);
  const started = Date.now();
  const page = await context.newPage();
  const phone = width ? width <= PHONE.width : undefined;
  const walker = new RouteWalker(page, context, {
    target: ((testInfo.project.use as { target?: Target }).target ?? 'shipped') as Target,
    baseURL: String(testInfo.project.use.baseURL ?? ''),
    role,
    fault,
    routes,
    phone,
    screenshots: (name) => testInfo.outputPath(name),
  });
  try {
    for (const route of routes) await test.step(route.href, () => walker.visit(route));
  } finally {
    // The walk's report, also when it could not go on: every visit, its calls and findings.
    const failed = walker.results.filter((r) => r.problems.length > 0);
    const summary = {
      role,
      fault,
      routes: walker.results.length,
      failed: failed.length,
      seconds: Math.round((Date.now() - started) / 100) / 10,
      results: walker.results,
    };
    const file = testInfo.outputPath('route-walk.json');
    await writeFile(file, JSON.stringify(summary, null, 2));
    await testInfo.attach('route-walk.json', {
      path: file,
      contentType: 'application/json',
    });
    await context.close();
  }
  const known: string[] = [];
  const unexplained = walker.results
    .map((r) => {
      const problems = r.problems.filter((problem) => {
        const gap = knownGapOf(fault, role, r.route.href, problem);
        if (gap) known.push(`${r.route.href}: ${problem} — known gap: ${gap.cause}`);
        return !gap;
      });
      return { ...r, problems };
    })
    .filter((r) => r.problems.length > 0);
  for (const line of known)
    testInfo.annotations.push({
      type: 'known gap',
      description: line,
    });
  const failed = unexplained;
  const report = failed.map((r) => `${r.route.href}${r.url !== r.route.href ? ` (→ ${r.url})` : ''}\n    - ${r.problems.join('\n    - ')}`);
  expect(report, `${failed.length} of ${walker.results.length} visits broke as ${role} under ${FAULT_TITLES[fault]}`).toEqual([]);
}

/**
 * The walk of one fault: one test per account, run in parallel across the workers; with `widths`,
 * one per account and width (the phone role walks at its own width only).
 */
export function defineWalk(fault: Fault, widths?: readonly number[]): void {
  test.describe(`route walk: ${FAULT_TITLES[fault]}`, () => {
    // Each account's walk may run on either worker. A walk is meant to be deterministic, but one
    // failed once (agentLord, network dropped once the code is loaded: the session was lost while
    // the code was loaded, cause not found; it passed in 5 other runs, 3 of them repeats of that
    // walk alone). Nothing is retried (docs/testing.md "Flaky under load"): a failure is a bug.
    test.describe.configure({ mode: 'parallel' });
    const { byRole } = buildRouteTable();
    for (const role of Object.keys(byRole) as RoleName[]) {
      const runs: Array<number | undefined> = widths && role !== 'phone' ? [...widths] : [undefined];
      for (const width of runs) {
        test(`as ${role}${width ? ` at ${width} px` : ''}: every route stays usable`, async ({ browser, sessions }, testInfo) => {
          // About a second a route; generous, so a slow machine fails on findings, not on time.
          test.setTimeout(60_000 + byRole[role].length * 8_000);
          await walk({ browser, sessions, testInfo }, role, fault, width);
        });
      }
    }
  });
}
