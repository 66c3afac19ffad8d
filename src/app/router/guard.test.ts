import { describe, expect, it } from 'vitest';
import type { AnyRoute } from '@tanstack/react-router';
import fc from 'fast-check';
import { createQueryClient } from '@/shared/api';
import { refusalDestination } from './apply-guard';
import { decide, fillPath, menuRouteMeta } from './guard';
import type { SessionRole } from '@/entities/session';
import type { GuardSession, GuardTarget, ViewportClass } from './guard';
import type { RouteAccess, RouteMeta } from './route-meta';
import { appSession } from './app-session';
import { createAppRouter } from './router';
import { descendantsOf } from './route-tree';
import { AGENT_MENU } from '../layouts/center-menus';

/*
 * The route table test: every route of the generated route tree is walked through the
 * guard for every kind of user and both viewport classes. A route without an access rule fails.
 */

const router = createAppRouter({ queryClient: createQueryClient(), session: appSession });
const routes = descendantsOf(router.routeTree);
// Layout routes have no path of their own; they are reached only through their children.
const pages = routes.filter((r) => !/\/_[a-z]+$/i.test(r.id) && r.id !== '/_portal' && r.id !== '/_mobile');

/** SPEC §2's whitelist, line for line, as route paths. */
const SPEC_WHITELIST = [
  '/', // home
  '/login/{-$uuid}', // login
  '/agentLogin', // agent login
  '/404',
  '/check',
  '/promotion/check/{-$code}', // promotion check
  '/aigc/check/{-$code}', // aigc check
  '/promotion/report/{-$code}', // promotion report
  '/patentEvaluation',
  '/copyrightOperation',
  '/originalCertification',
  '/experts',
  '/expert/{-$id}',
  '/search',
  '/advancedSearch',
  '/work/{-$id}',
  '/work/origin/{-$id}',
  '/checkSubmit/{-$code}',
  '/report/{-$code}',
  '/agreement',
  '/privacy',
  '/empowerDetails',
  '/resources',
  '/submitApplication',
  '/signingProcess',
  '/reportValidate',
  '/periodical',
  '/periodicalInfo/{-$id}',
  '/AiModel',
  '/forgotPwd',
  '/expertMore',
  '/news',
  '/academic',
  '/academicList',
  '/academicDetail/{-$id}',
  '/expertVideos',
  '/empowerList',
  '/mobile/experts', // the mobile expert pages
  '/mobile/expert/{-$id}',
  '/mobile/expertSearch',
];
/** Open routes that are not pages: old addresses that redirect home, and the catch-all. */
const OPEN_REDIRECTS = ['/index', '/home', '/$'];
const SPEC_LOGIN_REQUIRED = ['/privacyResource', '/buyResource', '/payResource', '/workPay/{-$id}'];
const SPEC_INDIVIDUAL = [
  'userIndex',
  'copyrightCenter',
  'checkCenter',
  'aigcCheck',
  'patentCenter',
  'originalCenter',
  'authentication',
  'coupon',
  'setCenter',
  'patentCheck',
];
const SPEC_AGENT = [
  'agentHome',
  'checkStatictis',
  'promotionStatictis',
  'checkListCenter',
  'singleCheckCenter',
  'moreCheckCenter',
  'subAccount',
  'aigcCheckRecord',
  'aigcSubmit',
  'patentRecord',
  'patentSubmit',
  'patentTestRecord',
  'patentTestSubmit',
  'editPassword',
  'ipManage',
  'cardBatch',
  'cardDetails',
  'checkPromotion',
  'checkRecord',
  'aigcPromRecord',
];
/** SPEC §6: what the main account adds and the sub account lacks. */
const SPEC_LORD_ONLY = ['promotionStatictis', 'subAccount', 'cardBatch', 'cardDetails', 'checkPromotion', 'ipManage'];
const SPEC_SCHOLAR = [
  'myPage',
  'scholarInfo',
  'myFans',
  'myAttention',
  'myServices',
  'myWorks',
  'uploadWorks',
  'claimWorks',
  'scholarAuthentication',
];

const SESSIONS: Record<string, GuardSession> = {
  anonymous: { role: 'anonymous', isScholar: false, resetPassword: false, nickName: '', functionConfig: [] },
  website: { role: 'website', isScholar: false, resetPassword: false, nickName: '张晓明', functionConfig: [] },
  scholar: { role: 'website', isScholar: true, resetPassword: false, nickName: '李文博', functionConfig: [] },
  agentLord: { role: 'agentLord', isScholar: false, resetPassword: false, nickName: '华东大学图书馆', functionConfig: [] },
  agentChild: { role: 'agentChild', isScholar: false, resetPassword: false, nickName: '子账号', functionConfig: [] },
  resetPassword: { role: 'agentChild', isScholar: false, resetPassword: true, nickName: '待改密账号', functionConfig: [] },
};
type SessionName = keyof typeof SESSIONS;

const LOGIN = 'redirect /login';
const CENTER = 'redirect /userCenter';
const STALL = 'stall';
/** SPEC §2 and §6 as a table: what each kind of user meets on a route of each access rule. */
const EXPECTED: Record<RouteAccess, Record<SessionName, string>> = {
  public: { anonymous: 'allow', website: 'allow', scholar: 'allow', agentLord: 'allow', agentChild: 'allow', resetPassword: 'allow' },
  login: { anonymous: LOGIN, website: 'allow', scholar: 'allow', agentLord: 'allow', agentChild: 'allow', resetPassword: STALL },
  website: { anonymous: LOGIN, website: 'allow', scholar: 'allow', agentLord: CENTER, agentChild: CENTER, resetPassword: STALL },
  agent: { anonymous: LOGIN, website: CENTER, scholar: CENTER, agentLord: 'allow', agentChild: 'allow', resetPassword: STALL },
  agentLord: { anonymous: LOGIN, website: CENTER, scholar: CENTER, agentLord: 'allow', agentChild: CENTER, resetPassword: STALL },
  scholar: {
    anonymous: LOGIN,
    website: 'redirect /scholarAuthentication',
    scholar: 'allow',
    agentLord: 'redirect /scholarAuthentication',
    agentChild: 'redirect /scholarAuthentication',
    resetPassword: STALL,
  },
};

function summary(d: ReturnType<typeof decide>): string {
  if (d.type === 'redirect') return `redirect ${d.to}`;
  return d.type;
}

function targetFor(route: AnyRoute, params: Record<string, string> = {}): GuardTarget {
  return { meta: route.options.staticData, href: fillPath(route.fullPath, params), params, fullPath: route.fullPath };
}

const byPath = (fullPath: string) => routes.find((r) => r.fullPath === fullPath);
const topLevel = (name: string) => byPath(`/${name}`);

describe('route table', () => {
  it('has every route of SPEC §2', () => {
    for (const path of [...SPEC_WHITELIST, ...SPEC_LOGIN_REQUIRED, '/userCenter', '/scholarServices', ...OPEN_REDIRECTS]) {
      expect(byPath(path), path).toBeDefined();
    }
    for (const name of [...SPEC_INDIVIDUAL, ...SPEC_AGENT, ...SPEC_SCHOLAR]) expect(topLevel(name), name).toBeDefined();
  });

  it('gives every page a Chinese title and an access rule', () => {
    for (const route of pages) {
      const meta = route.options.staticData;
      expect(meta?.access, `${route.fullPath} has no access rule`).toBeDefined();
      if (!OPEN_REDIRECTS.includes(route.fullPath)) expect(meta?.title, `${route.fullPath} has no title`).toMatch(/\p{Script=Han}/u);
    }
  });

  it('opens exactly the whitelist of SPEC §2', () => {
    const open = pages.filter((r) => r.options.staticData?.access === 'public').map((r) => r.fullPath);
    expect(new Set(open)).toEqual(new Set([...SPEC_WHITELIST, ...OPEN_REDIRECTS]));
  });

  it('gives each center page the audience of SPEC §2 and §6', () => {
    for (const path of SPEC_LOGIN_REQUIRED) expect(byPath(path)?.options.staticData?.access).toBe('login');
    for (const name of SPEC_INDIVIDUAL) expect(topLevel(name)?.options.staticData?.access, name).toBe('website');
    for (const name of SPEC_AGENT) {
      expect(topLevel(name)?.options.staticData?.access, name).toBe(SPEC_LORD_ONLY.includes(name) ? 'agentLord' : 'agent');
    }
  });

  describe.each(['large', 'small'] as ViewportClass[])('on a %s screen', (viewport) => {
    it.each(Object.keys(SESSIONS))('sends a %s user where SPEC says, on every route', (sessionName) => {
      const session = SESSIONS[sessionName as SessionName] as GuardSession;
      for (const route of pages) {
        const meta = route.options.staticData;
        const decision = summary(decide(targetFor(route), session, viewport));
        const isMobilePage = route.fullPath.startsWith('/mobile/');
        let expected: string;
        if (!meta?.access) expected = 'redirect /404';
        else if (meta.mobileTwin && (viewport === 'small') !== isMobilePage) expected = `redirect ${fillPath(meta.mobileTwin, {})}`;
        else if (meta.loginEntry && session.role !== 'anonymous') expected = 'confirm-logged-in';
        else expected = EXPECTED[meta.access][sessionName as SessionName] as string;
        expect(decision, `${route.fullPath} as ${sessionName} on ${viewport}`).toBe(expected);
      }
    });
  });
});

describe('guard details', () => {
  const anonymous = SESSIONS.anonymous as GuardSession;

  it('sends unknown paths to /404', () => {
    expect(decide({ meta: undefined, href: '/nope', params: {}, fullPath: '/$' }, anonymous, 'large')).toEqual({
      type: 'redirect',
      to: '/404',
    });
  });

  it('keeps the path, query included, for the redirect back after login', () => {
    const route = byPath('/workPay/{-$id}') as AnyRoute;
    const target = { ...targetFor(route, { id: '42' }), href: '/workPay/42?from=search' };
    expect(decide(target, anonymous, 'large')).toEqual({ type: 'redirect', to: '/login', search: { redirect: '/workPay/42?from=search' } });
  });

  it('carries the params over to the mobile twin and back', () => {
    const expert = byPath('/expert/{-$id}') as AnyRoute;
    const mobileExpert = byPath('/mobile/expert/{-$id}') as AnyRoute;
    expect(decide(targetFor(expert, { id: '7' }), anonymous, 'small')).toEqual({ type: 'redirect', to: '/mobile/expert/7' });
    expect(decide(targetFor(mobileExpert, { id: '7' }), anonymous, 'large')).toEqual({ type: 'redirect', to: '/expert/7' });
    expect(decide(targetFor(byPath('/mobile/expertSearch') as AnyRoute), anonymous, 'large')).toEqual({
      type: 'redirect',
      to: '/experts',
    });
  });

  it('carries the query over to the twin, without the hash', () => {
    const experts = byPath('/experts') as AnyRoute;
    const mobileExperts = byPath('/mobile/experts') as AnyRoute;
    const search = { ...targetFor(experts), href: '/experts?keyword=%E5%8E%86%E5%8F%B2&page=2#list' };
    expect(decide(search, anonymous, 'small')).toEqual({ type: 'redirect', to: '/mobile/experts?keyword=%E5%8E%86%E5%8F%B2&page=2' });
    const back = { ...targetFor(mobileExperts), href: '/mobile/experts?keyword=x' };
    expect(decide(back, anonymous, 'large')).toEqual({ type: 'redirect', to: '/experts?keyword=x' });
    expect(decide({ ...targetFor(experts), href: '/experts?' }, anonymous, 'small')).toEqual({ type: 'redirect', to: '/mobile/experts' });
  });

  it('names the kind of user and the nickname when a logged-in user opens a login page', () => {
    const login = byPath('/agentLogin') as AnyRoute;
    expect(decide(targetFor(login), SESSIONS.agentLord as GuardSession, 'large')).toEqual({
      type: 'confirm-logged-in',
      userKind: 'institution',
      nickName: '华东大学图书馆',
    });
    expect(decide(targetFor(login), SESSIONS.website as GuardSession, 'large')).toMatchObject({ userKind: 'personal' });
  });

  it('fills route paths: optional params drop out when missing, values are encoded', () => {
    expect(fillPath('/expert/{-$id}', {})).toBe('/expert');
    expect(fillPath('/expert/{-$id}', { id: 'a b' })).toBe('/expert/a%20b');
    expect(fillPath('/', {})).toBe('/');
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), (id) => {
        const path = fillPath('/mobile/expert/{-$id}', { id });
        return path.startsWith('/mobile/expert/') && decodeURIComponent(path.slice('/mobile/expert/'.length)) === id;
      }),
    );
  });

  it('never lets an anonymous user past a non-public route, whatever the route', () => {
    const closed = pages.filter((r) => r.options.staticData?.access && r.options.staticData.access !== 'public');
    const roles: SessionRole[] = ['anonymous'];
    for (const route of closed)
      for (const role of roles) {
        expect(decide(targetFor(route), { ...anonymous, role }, 'large').type).toBe('redirect');
      }
  });
});

describe('menu-driven paths (the catch-all)', () => {
  const target = (meta: RouteMeta | undefined): GuardTarget => ({ meta, href: '/help/faq?tab=2', params: {}, fullPath: '/$' });
  const page = menuRouteMeta({ kind: 'page', title: '常见问题' });

  it('a menu page is not on the whitelist: anonymous visitors go to /login with the way back', () => {
    expect(page).toEqual({ title: '常见问题', access: 'login' });
    expect(decide(target(page), SESSIONS.anonymous as GuardSession, 'large')).toEqual({
      type: 'redirect',
      to: '/login',
      search: { redirect: '/help/faq?tab=2' },
    });
  });

  it('the reset-password stall applies to menu pages; other logged-in users pass', () => {
    expect(decide(target(page), SESSIONS.resetPassword as GuardSession, 'large')).toEqual({ type: 'stall', reason: 'reset-password' });
    for (const name of ['website', 'scholar', 'agentLord', 'agentChild'] as const) {
      expect(decide(target(page), SESSIONS[name] as GuardSession, 'small')).toEqual({ type: 'allow' });
    }
  });

  it('a path the menu answered without is certainly unknown: /404 for everyone', () => {
    for (const session of Object.values(SESSIONS)) {
      expect(decide(target(menuRouteMeta({ kind: 'absent' })), session, 'large')).toEqual({ type: 'redirect', to: '/404' });
    }
  });

  it('a path that cannot be told (menu refused to visitors, or left to the catch-all) needs a login', () => {
    const unknown = target(menuRouteMeta({ kind: 'unknown' }));
    expect(decide(unknown, SESSIONS.anonymous as GuardSession, 'large')).toMatchObject({ type: 'redirect', to: '/login' });
    expect(decide(unknown, SESSIONS.resetPassword as GuardSession, 'large')).toMatchObject({ type: 'stall' });
    expect(decide(unknown, SESSIONS.website as GuardSession, 'large')).toEqual({ type: 'allow' });
  });
});

describe('where a refused session goes (SPEC §4), from the page it was refused on', () => {
  it('home from a public page, agent login from any other, a menu page included', () => {
    expect(refusalDestination({ staticData: byPath('/experts')?.options.staticData, fullPath: '/experts' })).toBe('/');
    expect(refusalDestination({ staticData: topLevel('userIndex')?.options.staticData, fullPath: '/userIndex' })).toBe('/agentLogin');
    expect(refusalDestination({ staticData: topLevel('myPage')?.options.staticData, fullPath: '/myPage' })).toBe('/agentLogin');
    expect(refusalDestination({ staticData: byPath('/$')?.options.staticData, fullPath: '/$' })).toBe('/agentLogin');
    expect(refusalDestination(undefined)).toBe('/agentLogin');
  });

  it('a login page keeps the user: its form says what failed', () => {
    expect(refusalDestination({ staticData: byPath('/login/{-$uuid}')?.options.staticData, fullPath: '/login/{-$uuid}' })).toBeNull();
    expect(refusalDestination({ staticData: byPath('/agentLogin')?.options.staticData, fullPath: '/agentLogin' })).toBeNull();
  });
});

describe('the main account’s function configuration', () => {
  const lord = (functionConfig: string[]): GuardSession => ({ ...SESSIONS.agentLord!, functionConfig });
  const target = (path: string, functionKey: string | undefined): GuardTarget => ({
    meta: { title: 'x', access: 'agentLord', functionKey },
    href: path,
    params: {},
    fullPath: path,
  });

  it('refuses a page the configuration leaves out, as it refuses a sub account', () => {
    expect(decide(target('/cardBatch', 'cardBatch'), lord(['subAccount']), 'large')).toEqual({ type: 'redirect', to: '/userCenter' });
    expect(decide(target('/subAccount', 'subAccount'), lord(['subAccount']), 'large')).toEqual({ type: 'allow' });
  });

  it('hides nothing when there is no configuration, and leaves pages without a key alone', () => {
    expect(decide(target('/cardBatch', 'cardBatch'), lord([]), 'large')).toEqual({ type: 'allow' });
    expect(decide(target('/agentHome', undefined), lord(['subAccount']), 'large')).toEqual({ type: 'allow' });
  });

  it('the routes and the main account’s menu name the same keys for the same pages', () => {
    const fromRoutes = pages
      .filter((route) => route.options.staticData?.functionKey)
      .map((route) => `${route.fullPath} ${route.options.staticData?.functionKey}`);
    const fromMenu = AGENT_MENU.flatMap((group) => group.items)
      .filter((item) => item.functionKey)
      .map((item) => `${item.to} ${item.functionKey}`);
    expect(fromRoutes.sort()).toEqual(fromMenu.sort());
    expect(fromRoutes).toHaveLength(7);
  });
});
