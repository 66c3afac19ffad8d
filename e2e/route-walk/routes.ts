import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { demoCredentials } from '../../mocks/api/auth/tables';
import { seedPromotions } from '../../mocks/api/institution/tables';
import { seedMenus } from '../../mocks/api/menu/tables';
import { SEEDED_REPORTS } from '../../mocks/api/report/tables';
import { ORIGIN_WORK_COUNT } from '../../mocks/api/work/tables';

/*
 * The route list of the route walk, read from the app's own route files (the same files the
 * generated route tree and the guard's route-table test are built from), so a new route is walked
 * without anyone remembering to add it here; one this module cannot place fails the walk.
 */

export type Access = 'public' | 'login' | 'website' | 'agent' | 'agentLord' | 'scholar';
export type RoleName = 'anonymous' | 'phone' | 'individual' | 'agentLord' | 'agentChild' | 'scholar';

export interface WalkRoute {
  /** The route's full path as TanStack spells it, e.g. `/expert/{-$id}`. */
  fullPath: string;
  /** What the walk opens: the path with its parameters filled from the mock seed. */
  href: string;
  access: Access;
  /**
   * The page's own content comes from a contract call (a data page): when that call cannot be
   * answered, the page must say so in Chinese and offer a retry. Pages without (forms that call
   * only when sent, landing pages, legal texts) have nothing to retry.
   */
  data: boolean;
  /** Opening it changes the session (the SSO link logs in): walked last. */
  signsIn?: boolean;
}

const ROOT = join(import.meta.dirname, '../..');
const ROUTES_DIR = join(ROOT, 'src/app/routes');
const ROUTE_TREE = join(ROOT, 'src/app/routeTree.gen.ts');

function routeFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return routeFiles(path);
    // A route's `.lazy.tsx` holds only its component: the route (its path, access, params) is the other file.
    return entry.name.endsWith('.tsx') && !entry.name.includes('.test.') && !entry.name.endsWith('.lazy.tsx') ? [path] : [];
  });
}

/** `/_portal/_center/agentHome` → `/agentHome`; `/_portal/` → `/`. Pathless layouts start with `_`. */
export function fullPathOf(routeId: string): string {
  const segments = routeId.split('/').filter((segment) => segment !== '' && !segment.startsWith('_'));
  return `/${segments.join('/')}`;
}

interface FileRoute {
  id: string;
  fullPath: string;
  access?: Access;
  file: string;
}

function readFileRoutes(): FileRoute[] {
  return routeFiles(ROUTES_DIR).flatMap((file) => {
    const source = readFileSync(file, 'utf8');
    if (/createRootRoute/.test(source)) return [];
    const id = /createFileRoute\('([^']+)'\)/.exec(source)?.[1];
    if (!id) throw new Error(`route walk: no createFileRoute('…') in ${relative(ROOT, file)}`);
    const access = /staticData:\s*\{[^}]*\baccess:\s*'([a-zA-Z]+)'/.exec(source)?.[1] as Access | undefined;
    return [{ id, fullPath: fullPathOf(id), access, file: relative(ROOT, file) }];
  });
}

/** The full paths the generated route tree knows (its `FileRoutesByFullPath`). */
function generatedFullPaths(): string[] {
  const source = readFileSync(ROUTE_TREE, 'utf8');
  const block = /export interface FileRoutesByFullPath \{([\s\S]*?)\n\}/.exec(source)?.[1] ?? '';
  return [...block.matchAll(/^\s*'([^']+)':/gm)].map((m) => m[1] as string);
}

/* Parameters from the mock seed (the tags' tables.ts under mocks/api). */
const enabledPromotions = seedPromotions(() => 0).filter((p) => p.enabled && p.validUntil >= '2026-12-31');
const checkCode = enabledPromotions.find((p) => p.service === 'check')?.code;
const aigcCode = enabledPromotions.find((p) => p.service === 'aigc')?.code;
const finishedReport = SEEDED_REPORTS.find((r) => r.status === '3' && r.hasFile)?.code;
/** Works 1…ORIGIN_WORK_COUNT are theory literature (原典); the next one is an ordinary work. */
const ORIGIN_WORK_ID = 1;
const WORK_ID = ORIGIN_WORK_COUNT + 1;

/** Each route with a parameter, opened with a real value of the seed. */
const PARAMS: Readonly<Record<string, string>> = {
  '/academicDetail/{-$id}': '/academicDetail/1',
  '/checkSubmit/{-$code}': `/checkSubmit/${checkCode}`,
  '/expert/{-$id}': '/expert/11',
  // The SSO link logs in (demoCredentials.ssoValidId); the plain login page is walked as well.
  '/login/{-$uuid}': `/login/${demoCredentials.ssoValidId}`,
  '/periodicalInfo/{-$id}': '/periodicalInfo/1',
  '/report/{-$code}': `/report/${finishedReport}`,
  '/work/{-$id}': `/work/${WORK_ID}`,
  '/workPay/{-$id}': `/workPay/${WORK_ID}`,
  '/mobile/expert/{-$id}': '/mobile/expert/11',
  '/aigc/check/{-$code}': `/aigc/check/${aigcCode}`,
  '/promotion/check/{-$code}': `/promotion/check/${checkCode}`,
  '/promotion/report/{-$code}': `/promotion/report/${finishedReport}`,
  '/work/origin/{-$id}': `/work/origin/${ORIGIN_WORK_ID}`,
};

/**
 * Pages whose own content needs no contract call: forms that call only when submitted, legal
 * texts. Every other page is a data page (see WalkRoute.data); a redirect (/home, /userCenter…)
 * is what it lands on. The server-error walk checks this list against the calls each page makes.
 */
export const STATIC_PAGES: ReadonlySet<string> = new Set([
  '/404',
  '/agreement',
  '/privacy',
  '/forgotPwd',
  '/advancedSearch',
  '/AiModel',
  '/copyrightOperation',
  '/originalCertification',
  '/reportValidate',
  '/signingProcess',
  '/submitApplication',
  // The account's own forms: the session holds what they show.
  '/editPassword',
  '/setCenter',
  '/uploadWorks',
  // Without ?orderId= it only leads back to the packages (an order is made by buying one).
  '/payResource',
]);

/**
 * Pages that are static for some accounts only: scholar authentication tells an institution
 * account that it is for individuals (and /scholarServices lands there), without a call.
 */
const STATIC_FOR: Readonly<Record<string, readonly RoleName[]>> = {
  '/scholarAuthentication': ['agentLord', 'agentChild'],
  '/scholarServices': ['agentLord', 'agentChild'],
};

/** Pages that show their content only for a query parameter: opened with one from the seed. */
const SEARCH: Readonly<Record<string, string>> = {
  '/empowerDetails': '?id=1',
};

/** Which accounts walk a route of each access rule (SPEC §2, §6). */
const AUDIENCE: Readonly<Record<Access, readonly RoleName[]>> = {
  public: ['anonymous'],
  login: ['individual', 'agentLord', 'agentChild'],
  website: ['individual'],
  agent: ['agentLord', 'agentChild'],
  agentLord: ['agentLord'],
  scholar: ['scholar'],
};

export interface RouteTable {
  /** Routes per account, in walking order. */
  byRole: Record<RoleName, WalkRoute[]>;
  /** Route files the walk could not place (no access rule, a parameter without a seed value…). */
  problems: string[];
}

export function buildRouteTable(): RouteTable {
  const problems: string[] = [];
  const files = readFileRoutes();
  const generated = new Set(generatedFullPaths());
  const fromFiles = new Set(files.map((f) => f.fullPath));
  for (const path of generated) if (!fromFiles.has(path)) problems.push(`${path}: in routeTree.gen.ts but no route file found`);

  const byRole: Record<RoleName, WalkRoute[]> = { anonymous: [], phone: [], individual: [], agentLord: [], agentChild: [], scholar: [] };
  const add = (role: RoleName, route: WalkRoute) => byRole[role].push(route);

  for (const file of files) {
    const { fullPath, access } = file;
    // Layout routes (`/_portal`, `/_portal/_center`, …) have no page of their own.
    if (file.id.split('/').pop()?.startsWith('_')) continue;
    if (!generated.has(fullPath)) {
      problems.push(`${file.file}: route ${file.id} (${fullPath}) is not in routeTree.gen.ts`);
      continue;
    }
    if (!access) {
      problems.push(`${file.file}: no staticData.access`);
      continue;
    }
    if (fullPath === '/$') {
      // The catch-all: an unknown path (→ /404) as a visitor, the server menu's pages as a user.
      add('anonymous', { fullPath, href: '/no-such-page', access, data: false });
      for (const path of menuPaths()) add('individual', { fullPath, href: path, access: 'login', data: true });
      continue;
    }
    let href = fullPath + (SEARCH[fullPath] ?? '');
    if (fullPath.includes('$')) {
      const filled = PARAMS[fullPath];
      if (!filled) {
        problems.push(`${fullPath}: no seed value for its parameter (add one to PARAMS in e2e/route-walk/routes.ts)`);
        continue;
      }
      href = filled;
    }
    const data = !STATIC_PAGES.has(fullPath);
    const route: WalkRoute = { fullPath, href, access, data };
    const staticFor = STATIC_FOR[fullPath];
    if (fullPath === '/login/{-$uuid}') {
      add('anonymous', { ...route, href: '/login', data: false });
      add('anonymous', { ...route, signsIn: true });
      continue;
    }
    if (fullPath.startsWith('/mobile/')) {
      add('phone', route);
      continue;
    }
    const audience = new Set(AUDIENCE[access]);
    // The scholar shell and every page in it, as the scholar they are meant for (scholar
    // authentication is open to every account, and tells a scholar where it stands).
    if (fullPath === '/scholarServices' || file.id.startsWith('/_portal/_scholar/')) audience.add('scholar');
    for (const role of audience) add(role, staticFor?.includes(role) ? { ...route, data: false } : route);
  }
  for (const role of Object.keys(byRole) as RoleName[]) {
    for (const route of byRole[role])
      if (!route.href.startsWith('/')) problems.push(`${route.fullPath}: walked as ${route.href}, not a path`);
    byRole[role].sort((a, b) => Number(!!a.signsIn) - Number(!!b.signsIn) || a.href.localeCompare(b.href));
  }
  return { byRole, problems };
}

/**
 * The server menu's pages (mocks/api/menu/tables.ts), reached through the catch-all route. As the
 * app reads the menu (app/router/menu-routes.ts): a child's path is relative to its parent's
 * unless it starts with `/`.
 */
function menuPaths(): string[] {
  const out: string[] = [];
  const walk = (nodes: ReturnType<typeof seedMenus>, parent: string) => {
    for (const node of nodes) {
      const own = node.path?.trim() ?? '';
      const path = own === '' ? parent : own.startsWith('/') ? own : `${parent.replace(/\/$/, '')}/${own}`;
      if (node.component && path !== parent) out.push(path);
      if (node.children?.length) walk(node.children, path);
    }
  };
  walk(seedMenus(), '');
  return out;
}
