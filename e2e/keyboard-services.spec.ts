import { demoCredentials } from '../mocks/api/auth/tables';
import { expect, test } from './fixtures';
import { smsLogin, tabTo } from './helpers';

/*
 * The account and service flows done with the keyboard alone (Tab, Shift+Tab, Enter,
 * Space, arrows, typing). A file is picked in the system chooser the keyboard opened.
 */

const pdf = (text: string) => Buffer.from(`%PDF-1.4\n% ${text}\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n`, 'utf8');

test('forgot password by keyboard: code, new password twice, Enter; the new password logs in', async ({ page }) => {
  await page.goto('/forgotPwd');
  const form = page.getByRole('form', { name: '找回密码' });
  // 13600136000 is the mobile bound to the main institution account `agent`.
  await tabTo(page, form.getByLabel('手机号'));
  await page.keyboard.type('13600136000');
  await tabTo(page, form.getByRole('button', { name: '获取验证码' }));
  await page.keyboard.press('Enter');
  await expect(form.getByRole('button', { name: /秒后重发/ })).toBeVisible();
  // The code field takes the focus once the code is on its way.
  await expect(form.getByLabel('短信验证码')).toBeFocused();
  await page.keyboard.type(demoCredentials.smsCode);
  await tabTo(page, form.getByLabel('新密码', { exact: true }));
  await page.keyboard.type('Keyboard123');
  await tabTo(page, form.getByLabel('确认新密码'));
  await page.keyboard.type('Keyboard123');
  await page.keyboard.press('Enter');

  const done = page.getByRole('status').filter({ hasText: '密码已重置，请使用新密码登录。' });
  await expect(done).toBeVisible();
  await expect(done).toBeFocused();
  await tabTo(page, page.getByRole('link', { name: '去登录' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/agentLogin$/);

  const login = page.getByRole('form', { name: '机构账号登录' });
  await tabTo(page, login.getByLabel('账号'));
  await page.keyboard.type(demoCredentials.agentMain.username);
  await tabTo(page, login.getByLabel('密码', { exact: true }));
  await page.keyboard.type('Keyboard123');
  await tabTo(page, login.getByLabel('图形验证码'));
  await page.keyboard.type(demoCredentials.alwaysValidCaptcha);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/agentHome$/);
});

const checkServices = [
  { service: '学术查重', type: '硕士学位论文检测', opener: 'drop zone', key: 'Enter' },
  { service: 'AIGC检测', type: null, opener: 'button', key: 'Space' },
] as const;

for (const { service, type, opener, key } of checkServices) {
  test(`${service} submission by keyboard: upload (${key} on the ${opener}), type, title, author, Enter`, async ({ page }) => {
    await page.goto('/login?redirect=%2FcheckSubmit%3Fservice%3Dcheck');
    await smsLogin(page, demoCredentials.individual.mobile);
    await expect(page).toHaveURL(/\/checkSubmit\?service=check$/);
    const form = page.getByRole('form', { name: '提交检测' });

    // The service: arrows move the choice within the radio group.
    const serviceRadio = form.getByRole('radio', { name: service, exact: true });
    await tabTo(page, form.getByRole('radio', { name: '学术查重', exact: true }));
    if (service !== '学术查重') await page.keyboard.press('ArrowRight');
    await expect(serviceRadio).toBeChecked();
    await expect(serviceRadio).toBeFocused();

    // The check type: the first is chosen; ArrowDown takes the next when the test names one.
    const types = form.getByRole('radiogroup', { name: '检测类型' }).getByRole('radio');
    await expect(types.first()).toBeChecked();
    await tabTo(page, types.first());
    if (type) {
      await page.keyboard.press('ArrowDown');
      await expect(form.getByRole('radio', { name: new RegExp(`^${type}`) })).toBeChecked();
    }

    const name = `${service}键盘论文.pdf`;
    const trigger =
      opener === 'drop zone'
        ? form.getByRole('button', { name: /将文件拖到此处/ })
        : form.getByRole('button', { name: '选择文件', exact: true });
    await tabTo(page, trigger);
    const chooser = page.waitForEvent('filechooser');
    await page.keyboard.press(key);
    await (await chooser).setFiles({ name, mimeType: 'application/pdf', buffer: pdf(service) });
    await expect(form.getByRole('list', { name: '已上传文件' }).getByText(name)).toBeVisible();

    await tabTo(page, form.getByRole('textbox', { name: /^论文题目/ }));
    await page.keyboard.type('键盘提交的论文');
    await tabTo(page, form.getByRole('textbox', { name: /^作者/ }));
    await page.keyboard.type('张晓明');
    await page.keyboard.press('Enter');

    const success = page.getByRole('heading', { level: 2, name: /提交成功/ });
    await expect(success).toBeVisible();
    await expect(success).toBeFocused();

    // 继续提交: an empty form takes the focus; the next Tab is its first control.
    await tabTo(page, page.getByRole('button', { name: '继续提交' }));
    await page.keyboard.press('Enter');
    await expect(form).toBeFocused();
    await tabTo(page, form.getByRole('radio', { checked: true }).first(), 1);
  });
}
