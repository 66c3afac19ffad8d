import type { Locator, Page } from '@playwright/test';
import { demoCredentials } from '../mocks/api/auth/tables';
import { expect, test } from './fixtures';
import { agentLogin, expectFocusRing, smsLogin, tabTo } from './helpers';

/*
 * Every kind of dialog in the portal, by keyboard. Each is opened with Enter or Space on
 * its trigger (reached with Tab); the focus moves into the dialog and stays there while tabbing;
 * Escape closes it and the focus goes back to the trigger.
 */

type Account = 'anonymous' | 'individual' | 'scholar' | 'agent';

async function logIn(page: Page, account: Account, path: string) {
  if (account === 'anonymous') {
    await page.goto(path);
    return;
  }
  if (account === 'agent') {
    await page.goto(`/agentLogin?redirect=${encodeURIComponent(path)}`);
    await agentLogin(page, demoCredentials.agentMain.username, demoCredentials.agentMain.password);
  } else {
    await page.goto(`/login?redirect=${encodeURIComponent(path)}`);
    await smsLogin(page, demoCredentials[account].mobile);
  }
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[/?]/g, '\\$&')}$`));
}

/**
 * The focus is inside `dialog` and Tab keeps it there; each control reached shows a ring (a
 * video's own controls draw theirs inside the video, out of reach of the page's styles).
 */
async function expectFocusTrapped(page: Page, dialog: Locator) {
  const inside = () => dialog.evaluate((el) => el.contains(document.activeElement));
  await expect.poll(inside).toBe(true);
  for (let i = 0; i < 6; i += 1) {
    await page.keyboard.press('Tab');
    expect(await inside(), 'the focus stays in the dialog').toBe(true);
    const focused = dialog.locator(':focus');
    if ((await focused.count()) === 1 && !(await focused.evaluate((el) => el instanceof HTMLVideoElement))) await expectFocusRing(focused);
  }
}

/**
 * Chromium's own video controls keep every key to themselves: while the focus is on one of their
 * buttons (play, the time line, volume, full screen), no keydown or keyup reaches the page, so no
 * page can close its dialog on Escape then (measured: the keys are not seen even by a capturing
 * listener on window). How many of those buttons the focus passes depends on the video's state,
 * which made the Escape below land on one now and then. The keyboard user's way out is Tab, which
 * leaves the controls for the dialog's own close button: do that first.
 */
async function leaveNativeVideoControls(page: Page) {
  for (let i = 0; i < 10; i += 1) {
    if (!(await page.evaluate(() => document.activeElement instanceof HTMLVideoElement))) return;
    await page.keyboard.press('Tab');
  }
  expect(await page.evaluate(() => document.activeElement?.tagName), 'Tab leaves the video controls').not.toBe('VIDEO');
}

interface DialogCase {
  kind: string;
  path: string;
  account: Account;
  trigger: (page: Page) => Locator;
  dialog: (page: Page) => Locator;
  key: 'Enter' | 'Space';
}

const cases: DialogCase[] = [
  {
    kind: 'confirm: 认领作品',
    path: '/claimWorks',
    account: 'scholar',
    trigger: (page) => page.getByRole('button', { name: /^认领「/ }).first(),
    dialog: (page) => page.getByRole('alertdialog', { name: '认领作品' }),
    key: 'Enter',
  },
  {
    kind: 'confirm: 下线服务',
    path: '/myServices',
    account: 'scholar',
    trigger: (page) => page.getByRole('button', { name: /^下线「/ }).first(),
    dialog: (page) => page.getByRole('alertdialog', { name: '下线服务' }),
    key: 'Space',
  },
  {
    kind: 'confirm: 取消关注',
    path: '/myAttention',
    account: 'scholar',
    trigger: (page) => page.getByRole('button', { name: /^取消关注 / }).first(),
    dialog: (page) => page.getByRole('alertdialog', { name: '取消关注' }),
    key: 'Enter',
  },
  {
    kind: 'confirm: 删除 IP 规则',
    path: '/ipManage',
    account: 'agent',
    trigger: (page) => page.getByRole('button', { name: /^删除 / }).first(),
    dialog: (page) => page.getByRole('alertdialog', { name: '删除 IP 规则' }),
    key: 'Enter',
  },
  {
    kind: 'confirm: 停用子账号',
    path: '/subAccount',
    account: 'agent',
    trigger: (page) => page.getByRole('button', { name: '停用', exact: true }).first(),
    dialog: (page) => page.getByRole('alertdialog', { name: '停用子账号' }),
    key: 'Space',
  },
  {
    kind: 'form: 新增子账号',
    path: '/subAccount',
    account: 'agent',
    trigger: (page) => page.getByRole('button', { name: '新增子账号' }),
    dialog: (page) => page.getByRole('dialog', { name: '新增子账号' }),
    key: 'Enter',
  },
  {
    kind: 'form: 编辑子账号',
    path: '/subAccount',
    account: 'agent',
    trigger: (page) => page.getByRole('button', { name: '编辑', exact: true }).first(),
    dialog: (page) => page.getByRole('dialog', { name: /^编辑子账号：/ }),
    key: 'Enter',
  },
  {
    kind: 'form: 生成卡密批次',
    path: '/cardBatch',
    account: 'agent',
    trigger: (page) => page.getByRole('button', { name: '生成卡密' }),
    dialog: (page) => page.getByRole('dialog', { name: '生成卡密批次' }),
    key: 'Enter',
  },
  {
    kind: 'form: 新建推广码',
    path: '/checkPromotion',
    account: 'agent',
    trigger: (page) => page.getByRole('button', { name: '新建推广码' }),
    dialog: (page) => page.getByRole('dialog', { name: '新建推广码' }),
    key: 'Space',
  },
  {
    kind: 'video: an interview poster on /expertVideos',
    path: '/expertVideos',
    account: 'anonymous',
    trigger: (page) => page.getByRole('button', { name: /^播放：/ }).first(),
    dialog: (page) => page.getByRole('dialog', { name: /./ }),
    key: 'Enter',
  },
  {
    kind: 'video: 观看视频 on /expertMore',
    path: '/expertMore',
    account: 'anonymous',
    trigger: (page) => page.getByRole('button', { name: /^观看视频：/ }).first(),
    dialog: (page) => page.getByRole('dialog', { name: /./ }),
    key: 'Space',
  },
];

for (const { kind, path, account, trigger, dialog, key } of cases) {
  test(`dialog by keyboard (${kind}): ${key} opens it, the focus stays inside, Escape gives it back`, async ({ page }) => {
    await logIn(page, account, path);
    const opener = trigger(page);
    await tabTo(page, opener, 120);
    await page.keyboard.press(key);
    const shown = dialog(page);
    await expect(shown).toBeVisible();
    await expectFocusTrapped(page, shown);
    await leaveNativeVideoControls(page);
    await page.keyboard.press('Escape');
    await expect(shown).toBeHidden();
    await expect(opener).toBeFocused();
  });
}

test('dialogs in a row by keyboard: 重置密码 confirmed with Enter, the new password shown, Escape back to the button', async ({ page }) => {
  await logIn(page, 'agent', '/subAccount');
  const reset = page.getByRole('button', { name: '重置密码', exact: true }).first();
  await tabTo(page, reset, 120);
  await page.keyboard.press('Enter');
  const ask = page.getByRole('alertdialog', { name: '重置密码' });
  await expect(ask).toBeVisible();
  await tabTo(page, ask.getByRole('button', { name: '重置', exact: true }), 5);
  await page.keyboard.press('Enter');
  const shown = page.getByRole('alertdialog', { name: '密码已重置' });
  await expect(shown).toBeVisible();
  await expectFocusTrapped(page, shown);
  await page.keyboard.press('Escape');
  await expect(shown).toBeHidden();
  await expect(reset).toBeFocused();
});

test('停用 confirmed by keyboard: the row’s button keeps the focus through the request and reads 启用 after it', async ({ page }) => {
  await logIn(page, 'agent', '/subAccount');
  const row = page.getByRole('group', { name: 'agentsub 的操作' });
  await tabTo(page, row.getByRole('button', { name: '停用', exact: true }), 120);
  await page.keyboard.press('Enter');
  const ask = page.getByRole('alertdialog', { name: '停用子账号' });
  await expect(ask).toBeVisible();
  await tabTo(page, ask.getByRole('button', { name: '停用', exact: true }), 5);
  await page.keyboard.press('Enter');
  await expect(page.getByText('已停用子账号 agentsub')).toBeVisible();
  await expect(row.getByRole('button', { name: '启用', exact: true })).toBeFocused();
});

test('停用 a promotion code by keyboard: its button keeps the focus through the request and reads 启用 after it', async ({ page }) => {
  await logIn(page, 'agent', '/checkPromotion');
  const disable = page.getByRole('button', { name: /^停用 / }).first();
  const code = (await disable.getAttribute('aria-label'))?.replace(/^停用 /, '') ?? '';
  await tabTo(page, disable, 120);
  await page.keyboard.press('Enter');
  const ask = page.getByRole('alertdialog', { name: '停用推广码' });
  await tabTo(page, ask.getByRole('button', { name: '停用', exact: true }), 5);
  await page.keyboard.press('Enter');
  await expect(page.getByText(`已停用推广码 ${code}`)).toBeVisible();
  await expect(page.getByRole('button', { name: `启用 ${code}`, exact: true })).toBeFocused();
});

test('the forced password change by keyboard: Escape cannot dismiss it; three fields and Enter can', async ({ page }) => {
  await page.goto('/agentLogin');
  await agentLogin(page, demoCredentials.agentReset.username, demoCredentials.agentReset.password);
  const forced = page.getByRole('alertdialog', { name: '请修改初始密码' });
  await expect(forced).toBeVisible();
  await expectFocusTrapped(page, forced);
  await page.keyboard.press('Escape');
  await expect(forced).toBeVisible();
  const form = forced.getByRole('form', { name: '修改密码' });
  await tabTo(page, form.getByLabel('当前密码'), 12);
  await page.keyboard.type(demoCredentials.agentReset.password);
  await tabTo(page, form.getByLabel('新密码', { exact: true }), 5);
  await page.keyboard.type('Keyboard123');
  await tabTo(page, form.getByLabel('确认新密码'), 5);
  await page.keyboard.type('Keyboard123');
  await page.keyboard.press('Enter');
  await expect(forced).toBeHidden();
  await expect(page.getByText('密码修改成功')).toBeVisible();
});

test('the guard’s 您已登录 by keyboard: the focus is inside, Escape keeps the login', async ({ page }) => {
  await logIn(page, 'individual', '/coupon');
  await page.goto('/agentLogin');
  const ask = page.getByRole('alertdialog', { name: '您已登录' });
  await expect(ask).toBeVisible();
  await expectFocusTrapped(page, ask);
  await page.keyboard.press('Escape');
  await expect(ask).toBeHidden();
  await expect(page).toHaveURL(/\/userIndex$/);
});

test('the expiry prompt by keyboard: the token expires (mock scenario 登录过期), Escape stays, the focus is back on the link', async ({
  page,
  setScenario,
}) => {
  const couponsListed = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/portal/coupon/my');
  await logIn(page, 'individual', '/coupon');
  await couponsListed;
  await setScenario('expired');

  const home = page.getByRole('navigation', { name: '个人中心菜单' }).getByRole('link', { name: '个人中心' });
  await tabTo(page, home, 80);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/userIndex$/);
  const prompt = page.getByRole('alertdialog', { name: '系统提示' });
  await expect(prompt).toBeVisible();
  await expectFocusTrapped(page, prompt);
  await page.keyboard.press('Escape');
  await expect(prompt).toBeHidden();
  await expect(page).toHaveURL(/\/userIndex$/);
  await expect(home).toBeFocused();
});
