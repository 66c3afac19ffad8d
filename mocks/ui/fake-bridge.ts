import {
  FAKE_NEWS_APP_STORAGE_KEY,
  setNewsAppBridge,
  type AppDetailJump,
  type AppShareData,
  type NewsAppBridge,
  type NewsAppCall,
} from '@/shared/lib/bridge';

/**
 * A stand-in for the news app's bridge in dev and demo builds (「模拟新闻客户端」 in the mock panel):
 * it installs the global the app would inject and shows each call as a toast, so the in-app flows
 * (login on 401, pay, share, detail jump) can be tried in any browser. While it is on, the shared
 * bridge module treats the tab as inside the app (sessionStorage flag, ignored in production).
 */

const LABELS: Record<NewsAppCall, string> = {
  login: '登录',
  pay: '支付',
  share: '分享',
  openDetail: '详情跳转',
};

export interface FakeBridgeCall {
  call: NewsAppCall;
  payload?: unknown;
}

export type FakeBridgeListener = (entry: FakeBridgeCall) => void;

/** The fake: every call goes to `onCall`. */
export function createFakeNewsAppBridge(onCall: FakeBridgeListener): NewsAppBridge {
  return {
    login: () => onCall({ call: 'login' }),
    pay: (order: unknown) => onCall({ call: 'pay', payload: order }),
    share: (data: AppShareData) => onCall({ call: 'share', payload: data }),
    openDetail: (data: AppDetailJump) => onCall({ call: 'openDetail', payload: data }),
  };
}

/** The toast text of a call: `模拟新闻客户端：分享 {"title":…}`. */
export function describeCall({ call, payload }: FakeBridgeCall): string {
  const detail = payload === undefined ? '' : ` ${JSON.stringify(payload)}`;
  return `模拟新闻客户端：${LABELS[call]}${detail}`;
}

const TOAST_REGION_ID = 'fake-news-app-toasts';
const TOAST_MS = 5000;

/**
 * A plain DOM toast: mocks/ keeps away from the app's Chakra toaster (it may not be mounted, and
 * the panel must not pull app styling in). One live region, newest last.
 */
export function showFakeBridgeToast(text: string, doc: Document = document): HTMLElement {
  let region = doc.getElementById(TOAST_REGION_ID);
  if (!region) {
    region = doc.createElement('div');
    region.id = TOAST_REGION_ID;
    region.setAttribute('role', 'status');
    region.setAttribute('aria-live', 'polite');
    Object.assign(region.style, {
      position: 'fixed',
      top: '12px',
      right: '12px',
      zIndex: '2147483001',
      display: 'flex',
      flexDirection: 'column',
      gap: '8px',
      maxWidth: 'min(420px, calc(100vw - 24px))',
      font: '13px/1.5 system-ui, "PingFang SC", "Microsoft YaHei", sans-serif',
    });
    doc.body.append(region);
  }
  const toast = doc.createElement('div');
  toast.textContent = text;
  Object.assign(toast.style, {
    padding: '8px 12px',
    borderRadius: '8px',
    background: '#1f2937',
    color: '#ffffff',
    boxShadow: '0 4px 16px rgba(0,0,0,0.25)',
    wordBreak: 'break-all',
  });
  region.append(toast);
  setTimeout(() => toast.remove(), TOAST_MS);
  return toast;
}

function tabStorage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

/** Whether this tab runs as the fake news app. */
export function isFakeNewsAppOn(storage: Storage | undefined = tabStorage()): boolean {
  try {
    return storage?.getItem(FAKE_NEWS_APP_STORAGE_KEY) === '1';
  } catch {
    return false;
  }
}

/** Installs the toasting fake bridge when this tab has the fake news app switched on. */
export function installFakeNewsAppBridge(storage: Storage | undefined = tabStorage()): boolean {
  if (!isFakeNewsAppOn(storage)) return false;
  setNewsAppBridge(createFakeNewsAppBridge((entry) => showFakeBridgeToast(describeCall(entry))));
  return true;
}

/**
 * Switches the fake news app for this tab and reloads: the session model decides "inside the
 * app" once at start-up (the user agent never changes while a page runs), so a reload is the
 * honest way to become, or stop being, the app.
 */
export function switchFakeNewsApp(
  on: boolean,
  storage: Storage | undefined = tabStorage(),
  reload: () => void = () => window.location.reload(),
): void {
  try {
    if (on) storage?.setItem(FAKE_NEWS_APP_STORAGE_KEY, '1');
    else storage?.removeItem(FAKE_NEWS_APP_STORAGE_KEY);
  } catch {
    // Storage blocked: nothing to switch.
    return;
  }
  if (!on) setNewsAppBridge(null);
  reload();
}
